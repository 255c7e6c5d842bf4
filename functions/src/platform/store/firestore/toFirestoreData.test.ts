import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/AppError';
import type { DocData } from '../Store';
import { toFirestoreData } from './toFirestoreData';

describe('toFirestoreData', () => {
  it.each<[string, DocData, DocData]>([
    ['strips FireId and collection', { FireId: 'x', collection: 'c', Name: 'A' }, { Name: 'A' }],
    [
      'stores Dates as ISO strings, nested too',
      { at: new Date('2026-11-22T10:00:00Z'), m: { at: new Date(0) } },
      { at: '2026-11-22T10:00:00.000Z', m: { at: '1970-01-01T00:00:00.000Z' } },
    ],
    ['drops undefined keys', { a: undefined, b: { c: undefined, d: 1 } }, { b: { d: 1 } }],
    ['keeps a nested FireId', { m: { FireId: 'inner' } }, { m: { FireId: 'inner' } }],
  ])('%s', (_, data, stored) => {
    expect(toFirestoreData(data)).toEqual(stored);
  });

  it.each([null, [], 'text'])('refuses a body that is not an object: %j', (data) => {
    expect(() => toFirestoreData(data as unknown as DocData)).toThrow(TypeError);
  });

  it.each<[string, DocData]>([
    ['an empty field name', { m: { '': 1 } }],
    ['a reserved field name', { list: [{ __k__: 1 }] }],
    ['an array directly in an array', { where: [['Name', '==', 'x']] }],
    // JSON would store them as null without a word: never silently changed, refused.
    ['NaN', { n: Number.NaN }],
    ['Infinity in an array', { list: [Number.POSITIVE_INFINITY] }],
    ['maps nested 21 levels', nested(21)],
    [
      'more than 20,000 fields (the list and its elements)',
      { list: Array.from({ length: 20_000 }, () => 1) },
    ],
    ['more than 1 MiB', { text: 'x'.repeat(1024 * 1024) }],
  ])('refuses what Firestore cannot store: %s', (_, data) => {
    expect(() => toFirestoreData(data)).toThrow(AppError);
  });

  it('accepts a body at the limits (20 levels, 20,000 fields)', () => {
    expect(toFirestoreData(nested(20))).toEqual(nested(20));
    const list = Array.from({ length: 19_999 }, () => 1);
    expect(toFirestoreData({ list })).toEqual({ list });
  });

  it('accepts names that only look reserved, and arrays in maps in arrays', () => {
    const data = { _k_: 1, __k: 2, k__: 3, list: [{ inner: [1, 2] }] };
    expect(toFirestoreData(data)).toEqual(data);
  });
});

/** A body whose deepest field is at `levels` (its own fields are level 1). */
function nested(levels: number): DocData {
  let value: unknown = 1;
  for (let i = 1; i < levels; i++) value = { m: value };
  return { m: value };
}
