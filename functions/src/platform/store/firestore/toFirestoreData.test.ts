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
    [
      'stores non-finite numbers as null',
      { n: Number.NaN, list: [Number.POSITIVE_INFINITY] },
      { n: null, list: [null] },
    ],
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
  ])('refuses what Firestore cannot store: %s', (_, data) => {
    expect(() => toFirestoreData(data)).toThrow(AppError);
  });

  it('accepts names that only look reserved, and arrays in maps in arrays', () => {
    const data = { _k_: 1, __k: 2, k__: 3, list: [{ inner: [1, 2] }] };
    expect(toFirestoreData(data)).toEqual(data);
  });
});
