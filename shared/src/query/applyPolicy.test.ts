import { describe, expect, it } from 'vitest';
import { type CollectionDefinition, collectionDefinitionSchema } from '../schemas/collectionDefinition';
import { type RestrictQueryResult, restrictQuery } from './applyPolicy';
import type { StoreQuery, WhereClause } from './storeQuery';

const def = (extra: Record<string, unknown>): CollectionDefinition =>
  collectionDefinitionSchema.parse({
    key: 'incidencias',
    name: 'Incidencias',
    mainCollection: 'incidencias',
    ...extra,
  });
const open = def({});
const managers = def({ lvlView: 50 });
const managersOrOwners = def({ lvlView: 50, ownerField: 'owners' });

const query = (where: WhereClause[] = []): StoreQuery => ({
  collection: 'incidencias',
  where,
  orderBy: ['Name', 'asc'],
  limit: 100,
});
const forbidden: RestrictQueryResult = { ok: false, error: 'forbidden' };
const own: WhereClause = ['owners', 'array-contains', 'c-1'];

describe('restrictQuery', () => {
  it.each<
    [string, CollectionDefinition | undefined, number, string | null, WhereClause[], WhereClause[] | null]
  >([
    ['open collection: unchanged', open, 0, null, [['Estado', '==', 'x']], [['Estado', '==', 'x']]],
    ['level reaches lvlView: unchanged', managersOrOwners, 50, 'c-1', [], []],
    ['below lvlView, no ownerField', managers, 10, 'c-1', [], null],
    ['below lvlView, owner: filter added', managersOrOwners, 0, 'c-1', [], [own]],
    [
      'owner filter after the caller filters',
      managersOrOwners,
      0,
      'c-1',
      [
        ['Estado', '==', 'Abierta'],
        ['Prioridad', 'in', ['Alta']],
        ['CreatedAt', '>', '2026'],
      ],
      [['Estado', '==', 'Abierta'], ['Prioridad', 'in', ['Alta']], ['CreatedAt', '>', '2026'], own],
    ],
    ['owner without an agenda contact', managersOrOwners, 0, null, [], null],
    ['owner with an empty contact id', managersOrOwners, 0, '', [], null],
    ['owner already filtering their own', managersOrOwners, 0, 'c-1', [own], [own]],
    [
      'owner asking for someone else',
      managersOrOwners,
      0,
      'c-1',
      [['owners', 'array-contains', 'c-2']],
      null,
    ],
    [
      'owner with array-contains-any on owners',
      managersOrOwners,
      0,
      'c-1',
      [['owners', 'array-contains-any', ['c-1']]],
      null,
    ],
    ['owner with another array filter', managersOrOwners, 0, 'c-1', [['tags', 'array-contains', 'x']], null],
    ['no definition: fail closed', undefined, 100, 'c-1', [], null],
  ])('%s', (_name, definition, lvl, contactId, where, expected) => {
    const result = restrictQuery(query(where), definition, lvl, contactId);
    expect(result).toEqual(
      expected === null ? forbidden : { ok: true, query: { ...query(), where: expected } },
    );
  });

  it('does not change the query it was given', () => {
    const original = query();
    restrictQuery(original, managersOrOwners, 0, 'c-1');
    expect(original.where).toEqual([]);
  });
});
