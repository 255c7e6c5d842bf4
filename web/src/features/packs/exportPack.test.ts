import type { PublicCollection } from '@colmena/shared';
import { checkPackFile } from '@colmena/shared/packs';
import { describe, expect, it } from 'vitest';
import { type ExportChoice, exportPack } from './exportPack';

const obras: PublicCollection = {
  key: 'obras',
  name: 'Obras',
  mainCollection: 'obras',
  mainSortField: 'Name',
  mainSortDir: 'asc',
  secondaryCollection: 'partes',
  secondarySortField: 'CreatedAt',
  secondarySortDir: 'asc',
  ownerField: 'owners',
  lvlView: 10,
  lvlCreate: 0,
  lvlEdit: 0,
  lvlDelete: 50,
  mainQuery: undefined,
};
const base: ExportChoice = {
  id: 'mis-obras',
  version: '1.0.0',
  name: { $es: 'Mis obras', $en: 'My jobs' },
  description: { $es: 'Obras', $en: 'Jobs' },
  collections: [obras],
  widgets: [{ FireId: 'w-1', collection: 'widgets', place: 'company', type: 'text', title: 'Hola' }],
  colors: { primary: '#123456' },
  widgetsMenu: [
    { widget: 'w-1', icon: 'star' },
    { widget: 'w-other', icon: 'chart' },
  ],
  documents: [
    { FireId: 'o1', collection: 'obras', Name: 'Uno', owners: ['c-1'], JournalsCount: 2 },
    { FireId: 'p1', collection: 'partes', Name: 'Parte', ProjectId: 'o1' },
    { FireId: 'p2', collection: 'partes', Name: 'Huérfano', ProjectId: 'o9' },
  ],
};

describe('exportPack', () => {
  it('makes a pack file that checks in both languages', () => {
    const checked = checkPackFile(exportPack(base));
    if (!checked.ok) throw new Error(checked.problem);
    expect(checked.packs.es.name).toBe('Mis obras');
    expect(checked.packs.en.collections[0]).toMatchObject({
      key: 'obras',
      lvlView: 10,
      lvlDelete: 50,
      ownerField: 'owners',
    });
  });

  it.each([
    [
      'only the shortcuts to chosen widgets',
      (file: Record<string, unknown>) => file.widgetsMenu,
      [{ widget: 'w-1', icon: 'star' }],
    ],
    [
      'no undefined fields in definitions',
      (file: Record<string, unknown>) => 'mainQuery' in ((file.collections as object[])[0] ?? {}),
      false,
    ],
    [
      'samples without owners or derived counts; journals only with their project',
      (file: Record<string, unknown>) => file.documents,
      [
        { collection: 'obras', docId: 'o1', data: { Name: 'Uno', owners: [] } },
        { collection: 'partes', docId: 'p1', data: { Name: 'Parte', ProjectId: 'o1' } },
      ],
    ],
    [
      'no colours when not chosen',
      (_file: Record<string, unknown>) => exportPack({ ...base, colors: null }).colors,
      {},
    ],
  ])('%s', (_name, pick, expected) => {
    expect(pick(exportPack(base))).toEqual(expected);
  });
});
