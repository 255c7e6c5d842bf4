import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../platform/commands/defineCommand';
import { actors, type CommandKit, commandKit } from './testing/commandKit';

/**
 * Permission before content (issue 8 point 2): a caller who may not make a write and sends a
 * value that does not fit is refused `forbidden`, never told what the value breaks (that
 * would describe the collection's fields and rules to someone without the right to write it).
 * The same change from a caller who may write it gets the validation answer, field named.
 */
let kit: CommandKit;
const choice = (key: string, options: string[]) => ({
  key,
  label: { es: key, en: key },
  type: 'choice',
  options,
});
const required = { key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true };
const horas = { key: 'Horas', label: { es: 'Horas', en: 'Hours' }, type: 'integer' };

beforeEach(async () => {
  kit = await commandKit();
  // proyectos: any staff member creates, level 50 edits, deletes and moves; incidencias: owners.
  await kit.run('collection.update', {
    key: 'proyectos',
    changes: {
      fields: [required, choice('Estado', ['Abierto', 'Cerrado'])],
      secondaryFields: [horas],
      lvlEdit: 50,
      lvlDelete: 50,
    },
  });
  await kit.run('collection.update', {
    key: 'incidencias',
    changes: { fields: [required, choice('Estado', ['Abierta', 'Resuelta'])], secondaryFields: [horas] },
  });
  await kit.put('proyectos', { p1: { Name: 'P', Estado: 'Abierto' }, p2: { Name: 'Q', Estado: 'Otro' } });
  await kit.put('diarios', { d1: { ProjectId: 'p1' } });
  await kit.put('incidencias', {
    mine: { Name: 'Mía', owners: ['c-client'] },
    theirs: { Name: 'Suya', owners: ['c-x'] },
  });
});
afterEach(() => kit.close());

/** [case, type, payload with a value that does not fit, who may not, who may, the field named]. */
const cases: [string, string, Record<string, unknown>, Actor, Actor, string][] = [
  [
    'create an incidencia with an Estado it does not offer (not owned by the client)',
    'document.create',
    { collection: 'incidencias', data: { Name: 'x', Estado: 'Nope', owners: ['c-x'] } },
    actors.client,
    actors.admin,
    'Estado',
  ],
  [
    'merge a proyecto with an Estado it does not offer (level 50 edits)',
    'document.merge',
    { collection: 'proyectos', docId: 'p1', data: { Estado: 'Nope' } },
    actors.employee,
    actors.manager,
    'Estado',
  ],
  [
    'merge removing a required field',
    'document.merge',
    { collection: 'proyectos', docId: 'p1', data: {}, remove: ['Name'] },
    actors.employee,
    actors.manager,
    'Name',
  ],
  [
    'replace a proyecto without its required Name',
    'document.replace',
    { collection: 'proyectos', docId: 'p1', data: { Estado: 'Abierto' } },
    actors.employee,
    actors.manager,
    'Name',
  ],
  [
    "merge another's incidencia with an Estado it does not offer",
    'document.merge',
    { collection: 'incidencias', docId: 'theirs', data: { Estado: 'Nope' } },
    actors.client,
    actors.admin,
    'Estado',
  ],
  [
    'merge a journal with hours that are no integer',
    'document.merge',
    { collection: 'diarios', docId: 'd1', data: { Horas: 'muchas' } },
    actors.employee,
    actors.manager,
    'Horas',
  ],
  [
    "create a journal of another's incidencia with hours that are no integer",
    'document.create',
    { collection: 'seguimientos', data: { ProjectId: 'theirs', Name: 'x', Horas: 'muchas' } },
    actors.client,
    actors.admin,
    'Horas',
  ],
  [
    'move a proyecto whose Estado incidencias does not offer (level 50 moves out)',
    'document.move',
    { collection: 'proyectos', docId: 'p2', to: 'incidencias' },
    actors.employee,
    actors.manager,
    'Estado',
  ],
  [
    'move a proyecto with its journals into incidencias',
    'project.deleteData',
    { collKey: 'proyectos', projectId: 'p2', to: 'incidencias' },
    actors.employee,
    actors.manager,
    'Estado',
  ],
];

describe('a change whose values do not fit', () => {
  it.each(cases)(
    '%s: forbidden to who may not write it, nothing written',
    async (_c, type, payload, refused) => {
      const { outcome, othersUnchanged } = await kit.runRejected(type, payload, refused);
      expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
      expect(outcome).not.toHaveProperty('params');
      expect(othersUnchanged).toBe(true);
    },
  );

  it.each(cases)(
    '%s: the field named to who may write it',
    async (_c, type, payload, _refused, allowed, field) => {
      const { outcome, othersUnchanged } = await kit.runRejected(type, payload, allowed);
      expect(outcome).toMatchObject({ status: 'rejected', error: 'invalid_change', params: { field } });
      expect(othersUnchanged).toBe(true);
    },
  );
});

describe('a change that is invalid whatever its values', () => {
  it.each<[string, string, Record<string, unknown>, Actor, string]>([
    [
      'a move onto itself, by who may not move it',
      'document.move',
      { collection: 'proyectos', docId: 'p1', to: 'proyectos' },
      actors.employee,
      'forbidden',
    ],
    [
      'a move onto itself, by who may',
      'document.move',
      { collection: 'proyectos', docId: 'p1', to: 'proyectos' },
      actors.manager,
      'invalid_change',
    ],
    [
      'a delete by who may not',
      'document.delete',
      { collection: 'proyectos', docId: 'p1' },
      actors.employee,
      'forbidden',
    ],
  ])('%s: %s', async (_c, type, payload, actor, error) => {
    const { outcome, othersUnchanged } = await kit.runRejected(type, payload, actor);
    expect(outcome).toMatchObject({ status: 'rejected', error });
    expect(othersUnchanged).toBe(true);
  });
});
