import type { PublicCollection, StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { agendaAccounts, collectionTitle, recordKey, recordName, recordNames } from './logSubject';

const definitions = [
  {
    key: 'proyectos',
    name: 'Proyectos',
    mainCollection: 'proyectos',
    mainName: 'Proyectos',
    secondaryCollection: 'diarios',
    secondaryName: 'Diarios',
  },
  { key: 'obras', name: 'Obras terminadas', mainCollection: 'obras' },
  { key: 'sinnombre', name: 'Sin nombre', mainCollection: 'sinnombre', secondaryCollection: 'notas' },
] as unknown as PublicCollection[];

describe('collectionTitle', () => {
  it.each([
    ['proyectos', { kind: 'named', name: 'Proyectos', trash: false }],
    ['diarios', { kind: 'named', name: 'Diarios', trash: false }],
    ['proyectosDeleted', { kind: 'named', name: 'Proyectos', trash: true }],
    ['diariosDeleted', { kind: 'named', name: 'Diarios', trash: true }],
    // No mainName: the definition's name; no secondaryName: the journals' collection key.
    ['obras', { kind: 'named', name: 'Obras terminadas', trash: false }],
    ['notas', { kind: 'named', name: 'notas', trash: false }],
    ['agenda', { kind: 'catalogue', key: 'logs.collection.agenda', trash: false }],
    ['tasksMessages', { kind: 'catalogue', key: 'logs.collection.tasksMessages', trash: false }],
    ['messages', { kind: 'catalogue', key: 'logs.collection.messages', trash: false }],
    ['widgets', { kind: 'catalogue', key: 'logs.collection.widgets', trash: false }],
    ['automations', { kind: 'catalogue', key: 'logs.collection.automations', trash: false }],
    ['uploads', { kind: 'catalogue', key: 'logs.collection.uploads', trash: false }],
    ['tenants', { kind: 'catalogue', key: 'logs.collection.company', trash: false }],
    ['packs', { kind: 'catalogue', key: 'logs.collection.packs', trash: false }],
    ['automationRuns', { kind: 'catalogue', key: 'logs.collection.automationRuns', trash: false }],
    ['company', { kind: 'raw', name: 'company' }],
    ['widgetsDeleted', { kind: 'catalogue', key: 'logs.collection.widgets', trash: true }],
    ['desconocida', { kind: 'raw', name: 'desconocida' }],
    ['constructor', { kind: 'raw', name: 'constructor' }],
    ['Deleted', { kind: 'raw', name: 'Deleted' }],
    ['', { kind: 'raw', name: '' }],
  ])('%s', (collection, title) => {
    expect(collectionTitle(collection, definitions)).toEqual(title);
  });
});

const entry = (fields: Partial<StoredDoc>): StoredDoc =>
  ({ FireId: 'l', collection: 'logs', action: 'modification', user: 'u', ...fields }) as StoredDoc;

describe('recordNames', () => {
  it('names a record by any entry of the page that carries its Name, newest first', () => {
    const names = recordNames([
      entry({ key: 'proyectos', document: 'p-1', modification: { Estado: 'En curso' } }),
      entry({ key: 'proyectos', document: 'p-1', modification: { Name: 'Casa nueva' } }),
      entry({ key: 'proyectos', document: 'p-1', action: 'create', modification: { Name: 'Casa' } }),
      entry({ key: 'agenda', document: 'c-1', modification: { Name: 'Ana', Surname: 'Ruiz' } }),
      entry({ key: 'proyectosDeleted', document: 'p-2', action: 'delete', modification: { Name: 'Vieja' } }),
      entry({ key: 'proyectos', document: 'p-3', modification: { Name: '  ' } }),
      entry({ key: 'proyectos', document: 'p-4', modification: 'incidencias' }),
      entry({ key: 'proyectos', document: 'p-5', modification: ['Name'] }),
      entry({ key: 'proyectos', modification: { Name: 'Sin documento' } }),
    ]);
    expect(Object.fromEntries(names)).toEqual({
      'proyectos/p-1': 'Casa nueva',
      'agenda/c-1': 'Ana Ruiz',
      'proyectos/p-2': 'Vieja',
    });
  });

  it('the same id in two collections is two records', () => {
    const names = recordNames([entry({ key: 'obras', document: 'x', modification: { Name: 'Obra' } })]);
    expect(names.get(recordKey('obras', 'x'))).toBe('Obra');
    expect(names.get(recordKey('proyectos', 'x'))).toBeUndefined();
  });
});

describe('recordNames titles', () => {
  it('a task or widget is named by its title when it has no Name', () => {
    const names = recordNames([
      entry({ key: 'tasksMessages', document: 't-001', modification: { recibed: true } }),
      entry({
        key: 'tasksMessages',
        document: 't-001',
        action: 'create',
        modification: { title: 'Revisar' },
      }),
      entry({ key: 'widgets', document: 'w-1', modification: { Name: 'Panel', title: 'Otro' } }),
    ]);
    expect(Object.fromEntries(names)).toEqual({ 'tasksMessages/t-001': 'Revisar', 'widgets/w-1': 'Panel' });
  });
});

describe('recordName', () => {
  const records = new Map([['proyectos/p-1', 'Casa']]);
  const contacts = new Map([
    ['c-employee', 'Pablo Gómez'],
    ['p-2', 'No es un proyecto'],
  ]);
  it.each([
    ['proyectos', 'p-1', 'Casa'],
    ['proyectosDeleted', 'p-1', 'Casa'],
    ['agenda', 'c-employee', 'Pablo Gómez'],
    ['agendaDeleted', 'c-employee', 'Pablo Gómez'],
    // Contact names name contacts only.
    ['proyectos', 'p-2', undefined],
    ['agenda', 'c-unknown', undefined],
  ])('%s %s → %s', (collection, document, name) => {
    expect(recordName(collection, document, records, contacts)).toBe(name);
  });
});

describe('agendaAccounts', () => {
  it('the accounts of the contacts the entries wrote, from agenda entries only', () => {
    expect(
      agendaAccounts([
        entry({
          key: 'agenda',
          document: 'c-employee',
          modification: { password: 'temporary', account: 'u-employee' },
        }),
        entry({
          key: 'agenda',
          document: 'c-new',
          action: 'create',
          modification: { Name: 'Eva', LoginID: 'u-eva' },
        }),
        entry({ key: 'agenda', document: 'c-x', modification: { account: '' } }),
        entry({ key: 'agenda', document: 'c-y', modification: 'u-nobody' }),
        entry({ key: 'proyectos', document: 'p-1', modification: { account: 'u-not-a-contact' } }),
      ]),
    ).toEqual(['u-employee', 'u-eva']);
  });
});
