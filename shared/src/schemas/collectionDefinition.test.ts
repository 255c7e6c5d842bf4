import { describe, expect, it } from 'vitest';
import { publicCollectionSchema } from '../api/company';
import { collectionDefinitionSchema, toPublicCollection } from './collectionDefinition';

const minimal = { key: 'proyectos', name: 'Proyectos', mainCollection: 'proyectos' };

describe('collectionDefinitionSchema', () => {
  it('applies the spec defaults (Name asc, CreatedAt asc) and the staff write levels (0)', () => {
    expect(collectionDefinitionSchema.parse(minimal)).toEqual({
      ...minimal,
      mainSortField: 'Name',
      mainSortDir: 'asc',
      secondarySortField: 'CreatedAt',
      secondarySortDir: 'asc',
      lvlCreate: 0,
      lvlEdit: 0,
      lvlDelete: 0,
    });
  });

  it('keeps values that are set', () => {
    const def = collectionDefinitionSchema.parse({
      ...minimal,
      mainSortField: 'CreatedAt',
      mainSortDir: 'desc',
      secondarySortField: 'Fecha',
      secondarySortDir: 'desc',
    });
    expect([def.mainSortField, def.mainSortDir, def.secondarySortField, def.secondarySortDir]).toEqual([
      'CreatedAt',
      'desc',
      'Fecha',
      'desc',
    ]);
  });

  it.each([
    ['Proyectos Año 2026!', 'proyectosano2026'],
    ['Incidencias', 'incidencias'],
    ['my_key-2', 'my_key-2'],
  ])('normalises key %j to %j', (key, normalised) => {
    expect(collectionDefinitionSchema.parse({ ...minimal, key }).key).toBe(normalised);
  });

  it.each([
    ['lvlView number', { lvlView: 50 }],
    ['lvlView public', { lvlView: 'public' }],
    ['lvlView 0', { lvlView: 0 }],
    ['ownerField', { ownerField: 'owners', lvlView: 50 }],
    ['secondary collection', { secondaryCollection: 'diarios', secondaryName: 'Diarios' }],
    ['stored queries of any shape', { mainQuery: { where: [] }, secondaryQuery: 'x', mainFilter: ['a'] }],
    ['write levels', { lvlCreate: 10, lvlEdit: 50, lvlDelete: 100 }],
    ['write levels that let clients in', { lvlCreate: -1, lvlEdit: -1, lvlDelete: -1 }],
    ['card configs', { cardConfig: { elementName: 'Name' }, secCardConfig: { iconColor: '#fff' } }],
    ['tenant extras', { icon: 'folder', color: 3 }],
  ])('accepts %s', (_name, extra) => {
    expect(collectionDefinitionSchema.parse({ ...minimal, ...extra })).toMatchObject(extra);
  });

  it.each([
    ['no key', { key: undefined }],
    ['a key that normalises to nothing', { key: '¡¿!' }],
    ['no name', { name: undefined }],
    ['empty name', { name: '' }],
    ['no mainCollection', { mainCollection: undefined }],
    ['mainCollection with a slash', { mainCollection: 'a/b' }],
    ['mainCollection with a space', { mainCollection: 'mis proyectos' }],
    ['secondaryCollection with a dot', { secondaryCollection: 'a.b' }],
    ['lvlView other word', { lvlView: 'private' }],
    ['lvlView as text number', { lvlView: '50' }],
    ['bad sort direction', { mainSortDir: 'up' }],
    ['empty sort field', { secondarySortField: '' }],
    ['empty ownerField', { ownerField: '' }],
    ['a write level as text', { lvlEdit: '10' }],
    ['a write level public', { lvlCreate: 'public' }],
    ['a write level below clients', { lvlDelete: -2 }],
    ['a write level above admin', { lvlCreate: 101 }],
    ['a fractional write level', { lvlEdit: 10.5 }],
    ['a null write level', { lvlDelete: null }],
  ])('rejects %s', (_name, change) => {
    expect(collectionDefinitionSchema.safeParse({ ...minimal, ...change }).success).toBe(false);
  });
});

describe('toPublicCollection', () => {
  it('keeps what the browser needs with the card configs, drops stored queries and extras', () => {
    const def = collectionDefinitionSchema.parse({
      key: 'Incidencias',
      name: 'Incidencias',
      mainCollection: 'incidencias',
      mainName: 'Incidencias',
      mainNameSingular: 'Incidencia',
      mainQuery: { secret: true },
      secondaryCollection: 'seguimientos',
      secondaryName: 'Seguimientos',
      secondaryNameSingular: 'Seguimiento',
      ownerField: 'owners',
      lvlView: 50,
      lvlDelete: 50,
      cardConfig: { elementName: 'Name', value1: 'Name', value3: 'Estado', iconColor: 'tertiary' },
      secCardConfig: { value3: 'Nota' },
      internalNote: 'x',
    });
    expect(toPublicCollection(def)).toEqual({
      key: 'incidencias',
      name: 'Incidencias',
      mainCollection: 'incidencias',
      mainName: 'Incidencias',
      mainNameSingular: 'Incidencia',
      mainSortField: 'Name',
      mainSortDir: 'asc',
      secondaryCollection: 'seguimientos',
      secondaryName: 'Seguimientos',
      secondaryNameSingular: 'Seguimiento',
      secondarySortField: 'CreatedAt',
      secondarySortDir: 'asc',
      ownerField: 'owners',
      lvlView: 50,
      lvlCreate: 0,
      lvlEdit: 0,
      lvlDelete: 50,
      cardConfig: { elementName: 'Name', value1: 'Name', value3: 'Estado', iconColor: 'tertiary' },
      secCardConfig: { value3: 'Nota' },
    });
  });

  it('leaves unset optional fields out rather than undefined', () => {
    const pub = toPublicCollection(collectionDefinitionSchema.parse(minimal));
    expect(Object.keys(pub).sort()).toEqual(
      [
        'key',
        'name',
        'mainCollection',
        'mainSortField',
        'mainSortDir',
        'secondarySortField',
        'secondarySortDir',
        'lvlCreate',
        'lvlEdit',
        'lvlDelete',
      ].sort(),
    );
    expect(publicCollectionSchema.parse(pub)).toEqual(pub);
  });

  it("keeps lvlView 'public'", () => {
    expect(
      toPublicCollection(collectionDefinitionSchema.parse({ ...minimal, lvlView: 'public' })).lvlView,
    ).toBe('public');
  });
});
