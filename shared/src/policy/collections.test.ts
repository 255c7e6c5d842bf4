import { describe, expect, it } from 'vitest';
import {
  type CollectionAudience,
  collectionAccess,
  isCollectionVisible,
  isPublicCollection,
  keepInCompanyFilter,
  ownerWhere,
} from './collections';

const open: CollectionAudience = {};
const pub: CollectionAudience = { lvlView: 'public' };
const managers: CollectionAudience = { lvlView: 50 };
const managersOrOwners: CollectionAudience = { lvlView: 50, ownerField: 'owners' };
const publicWithOwners: CollectionAudience = { lvlView: 'public', ownerField: 'owners' };
const everyoneWithOwners: CollectionAudience = { ownerField: 'owners' };
const zero: CollectionAudience = { lvlView: 0 };

type Row = [string, CollectionAudience, number];
// Each row: visible, access, keepInCompanyFilter, ownerWhere with a contact, ownerWhere without one.
const table: Array<[...Row, boolean, string, boolean, unknown, unknown]> = [
  ['no lvlView', open, 0, true, 'all', true, null, null],
  ['public', pub, 0, true, 'all', true, null, null],
  ['public with owners', publicWithOwners, 0, true, 'all', true, null, null],
  ['owners, no lvlView', everyoneWithOwners, 0, true, 'all', true, null, null],
  ['lvlView 0', zero, 0, true, 'all', true, null, null],
  ['lvlView 50, lvl 49', managers, 49, false, 'none', false, 'deny', 'deny'],
  ['lvlView 50, lvl 50', managers, 50, true, 'all', true, null, null],
  ['lvlView 50, lvl 100', managers, 100, true, 'all', true, null, null],
  [
    'lvlView 50 + owners, lvl 0',
    managersOrOwners,
    0,
    false,
    'owner',
    true,
    ['owners', 'array-contains', 'c1'],
    'deny',
  ],
  [
    'lvlView 50 + owners, lvl 49',
    managersOrOwners,
    49,
    false,
    'owner',
    true,
    ['owners', 'array-contains', 'c1'],
    'deny',
  ],
  ['lvlView 50 + owners, lvl 50', managersOrOwners, 50, true, 'all', true, null, null],
];

describe.each(table)('%s', (_name, def, lvl, visible, access, kept, withContact, withoutContact) => {
  it(`isCollectionVisible -> ${visible}`, () => {
    expect(isCollectionVisible(def, lvl)).toBe(visible);
  });
  it(`collectionAccess -> ${access}`, () => {
    expect(collectionAccess(def, lvl)).toBe(access);
  });
  it(`keepInCompanyFilter -> ${kept}`, () => {
    expect(keepInCompanyFilter(def, lvl)).toBe(kept);
  });
  it('ownerWhere with the caller contact', () => {
    expect(ownerWhere(def, lvl, 'c1')).toEqual(withContact);
  });
  it('ownerWhere without a contact', () => {
    expect(ownerWhere(def, lvl, undefined)).toEqual(withoutContact);
    expect(ownerWhere(def, lvl, '')).toEqual(withoutContact);
  });
});

describe('owner filter', () => {
  it('uses the definition field name and the caller agenda FireId', () => {
    expect(ownerWhere({ lvlView: 100, ownerField: 'responsables' }, 10, 'agenda-42')).toEqual([
      'responsables',
      'array-contains',
      'agenda-42',
    ]);
  });

  it('an empty ownerField counts as none', () => {
    expect(collectionAccess({ lvlView: 50, ownerField: '' }, 0)).toBe('none');
    expect(keepInCompanyFilter({ lvlView: 50, ownerField: '' }, 0)).toBe(false);
  });
});

describe('public collections (what visitors without a session may open)', () => {
  it.each([
    [open, false],
    [pub, true],
    [publicWithOwners, true],
    [managers, false],
    [zero, false],
  ])('%o -> %s', (def, expected) => {
    expect(isPublicCollection(def)).toBe(expected);
  });
});
