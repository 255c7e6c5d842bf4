import { describe, expect, it } from 'vitest';
import {
  defineCollection,
  defineCollectionPayloadSchema,
  removeCollectionPayloadSchema,
  updateCollection,
  updateCollectionPayloadSchema,
} from './collectionCommands';
import { type CollectionDefinition, collectionDefinitionSchema } from './collectionDefinition';

const existing: CollectionDefinition[] = [
  collectionDefinitionSchema.parse({
    key: 'proyectos',
    name: 'Proyectos',
    mainCollection: 'proyectos',
    secondaryCollection: 'diarios',
  }),
];
const define = (payload: unknown) => defineCollection(existing, defineCollectionPayloadSchema.parse(payload));
const update = (payload: unknown) => updateCollection(existing, updateCollectionPayloadSchema.parse(payload));
const filter = { filters: [{ field: 'Estado', condition: '==', dataType: 'text', data: 'Abierto' }] };

describe('collection.define', () => {
  it('normalises the key, takes it as main collection and applies the defaults', () => {
    const result = define({ key: 'Órdenes de Trabajo!', name: 'Órdenes' });
    expect(result).toEqual({
      ok: true,
      definitions: [...existing, expect.objectContaining({ key: 'ordenesdetrabajo' })],
      definition: {
        key: 'ordenesdetrabajo',
        name: 'Órdenes',
        mainCollection: 'ordenesdetrabajo',
        mainSortField: 'Name',
        mainSortDir: 'asc',
        secondarySortField: 'CreatedAt',
        secondarySortDir: 'asc',
        lvlCreate: 0,
        lvlEdit: 0,
        lvlDelete: 0,
      },
    });
  });

  it('keeps every field of the spec definition it is given', () => {
    const full = {
      key: 'obras',
      name: 'Obras',
      mainCollection: 'obras',
      mainName: 'Obras',
      mainNameSingular: 'Obra',
      mainQuery: filter,
      mainFilter: filter,
      mainSortField: 'CreatedAt',
      mainSortDir: 'desc',
      secondaryCollection: 'partes',
      secondaryName: 'Partes',
      secondaryNameSingular: 'Parte',
      secondaryQuery: filter,
      secondarySortField: 'Fecha',
      secondarySortDir: 'desc',
      ownerField: 'owners',
      lvlView: 50,
      lvlCreate: -1,
      lvlEdit: 10,
      lvlDelete: 100,
      cardConfig: { value1: 'Name' },
      secCardConfig: { iconColor: '#fff' },
    };
    expect(define(full)).toMatchObject({ ok: true, definition: full });
  });

  it.each([
    ['an existing key', { key: 'Proyectos', name: 'P', mainCollection: 'otra' }, 'collection_exists'],
    [
      'another definition’s main collection',
      { key: 'p2', name: 'P', mainCollection: 'proyectos' },
      'invalid_change',
    ],
    [
      'another definition’s journals',
      { key: 'p2', name: 'P', secondaryCollection: 'diarios' },
      'invalid_change',
    ],
    ['a fixed collection', { key: 'agenda', name: 'A' }, 'invalid_change'],
    ['a deleted copy', { key: 'x', name: 'X', mainCollection: 'obrasDeleted' }, 'invalid_change'],
    ['the data alias', { key: 'data', name: 'D' }, 'invalid_change'],
    [
      'the same main and secondary collection',
      { key: 'x', name: 'X', secondaryCollection: 'x' },
      'invalid_change',
    ],
  ])('refuses %s', (_name, payload, error) => {
    expect(define(payload)).toEqual({ ok: false, error });
  });

  it.each([
    ['a key with nothing left once normalised', { key: '¡¿!', name: 'X' }],
    ['no name', { key: 'x' }],
    ['an unknown field', { key: 'x', name: 'X', colour: 'red' }],
    ['a write level out of range', { key: 'x', name: 'X', lvlEdit: 101 }],
    ['a write level below clients', { key: 'x', name: 'X', lvlCreate: -2 }],
    ['lvlView out of range', { key: 'x', name: 'X', lvlView: 500 }],
    ['a stored filter of another shape', { key: 'x', name: 'X', mainQuery: { where: [] } }],
    [
      'a stored filter with a bad condition',
      { key: 'x', name: 'X', mainFilter: { filters: [{ field: 'a', condition: 'like', dataType: 'text' }] } },
    ],
    ['a main collection that is no name', { key: 'x', name: 'X', mainCollection: 'a/b' }],
    ['a sort field that is no path', { key: 'x', name: 'X', mainSortField: 'a..b' }],
  ])('its schema refuses %s', (_name, payload) => {
    expect(defineCollectionPayloadSchema.safeParse(payload).success).toBe(false);
  });
});

describe('collection.update', () => {
  it('sets the write levels, lvlView and a stored filter', () => {
    const result = update({
      key: 'proyectos',
      changes: { lvlCreate: 10, lvlEdit: 50, lvlDelete: 100, lvlView: 'public', mainQuery: filter },
    });
    expect(result).toMatchObject({
      ok: true,
      definition: {
        key: 'proyectos',
        lvlCreate: 10,
        lvlEdit: 50,
        lvlDelete: 100,
        lvlView: 'public',
        mainQuery: filter,
      },
    });
  });

  it('clears an optional field with null and keeps the others', () => {
    const withOwner = updateCollection(
      [{ ...existing[0], ownerField: 'owners', mainName: 'Proyectos' } as CollectionDefinition],
      updateCollectionPayloadSchema.parse({ key: 'proyectos', changes: { ownerField: null } }),
    );
    expect(withOwner.ok && withOwner.definition).toEqual({ ...existing[0], mainName: 'Proyectos' });
  });

  it('adds a secondary collection where there is none', () => {
    const bare = [collectionDefinitionSchema.parse({ key: 'obras', name: 'Obras', mainCollection: 'obras' })];
    const result = updateCollection(
      bare,
      updateCollectionPayloadSchema.parse({ key: 'obras', changes: { secondaryCollection: 'partes' } }),
    );
    expect(result.ok && result.definition.secondaryCollection).toBe('partes');
  });

  it.each([
    ['an unknown key', { key: 'nada', changes: { name: 'X' } }, 'collection_not_found'],
    [
      'another secondary collection',
      { key: 'proyectos', changes: { secondaryCollection: 'otros' } },
      'invalid_change',
    ],
  ])('refuses %s', (_name, payload, error) => {
    expect(update(payload)).toEqual({ ok: false, error });
  });

  it.each([
    ['no change', { key: 'proyectos', changes: {} }],
    ['the key', { key: 'proyectos', changes: { key: 'otra' } }],
    ['the main collection', { key: 'proyectos', changes: { mainCollection: 'otra' } }],
    ['clearing a sort', { key: 'proyectos', changes: { mainSortField: null } }],
    ['clearing a write level', { key: 'proyectos', changes: { lvlEdit: null } }],
    ['a write level as text', { key: 'proyectos', changes: { lvlEdit: '50' } }],
    ['a fractional write level', { key: 'proyectos', changes: { lvlDelete: 10.5 } }],
  ])('its schema refuses %s', (_name, payload) => {
    expect(updateCollectionPayloadSchema.safeParse(payload).success).toBe(false);
  });
});

describe('collection.remove', () => {
  it.each([
    [{ key: 'Proyectos' }, { key: 'proyectos' }],
    [
      { key: 'proyectos', documents: 'keep' },
      { key: 'proyectos', documents: 'keep' },
    ],
    [
      { key: 'proyectos', documents: 'toDeleted' },
      { key: 'proyectos', documents: 'toDeleted' },
    ],
  ])('reads %j', (payload, parsed) => {
    expect(removeCollectionPayloadSchema.parse(payload)).toEqual(parsed);
  });

  it('refuses another choice', () => {
    expect(removeCollectionPayloadSchema.safeParse({ key: 'x', documents: 'drop' }).success).toBe(false);
  });
});
