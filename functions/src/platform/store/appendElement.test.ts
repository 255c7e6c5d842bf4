import { describe, expect, it } from 'vitest';
import { AppError } from '../http/AppError';
import { assertAppend, definedFields, withAppended } from './appendElement';

describe('withAppended', () => {
  it.each<
    [string, Record<string, unknown>, string, unknown, Record<string, unknown>, Record<string, unknown>]
  >([
    ['joins the end of the array', { m: [1, 2], n: 'a' }, 'm', 3, {}, { m: [1, 2, 3], n: 'a' }],
    ['a missing field becomes a one-element array', { n: 'a' }, 'm', { k: 1 }, {}, { n: 'a', m: [{ k: 1 }] }],
    ['a field that is no array is replaced', { m: 'text' }, 'm', 1, {}, { m: [1] }],
    [
      'patch fields replace whole (no deep merge)',
      { u: { a: 1 }, m: [] },
      'm',
      1,
      { u: { b: 2 } },
      { u: { b: 2 }, m: [1] },
    ],
    [
      'undefined patch fields leave the field as it is',
      { u: 1, m: [] },
      'm',
      1,
      { u: undefined },
      { u: 1, m: [1] },
    ],
  ])('%s', (_, doc, field, element, patch, expected) => {
    expect(withAppended(doc, { field, element, patch })).toEqual(expected);
  });

  it('leaves the document it was given as it was', () => {
    const doc = { m: [1], u: 'x' };
    withAppended(doc, { field: 'm', element: 2, patch: { u: 'y' } });
    expect(doc).toEqual({ m: [1], u: 'x' });
  });
});

describe('definedFields', () => {
  it('keeps the defined fields in order', () => {
    expect(definedFields({ a: 1, b: undefined, c: null })).toEqual([
      ['a', 1],
      ['c', null],
    ]);
  });
});

describe('assertAppend', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['an empty field name', '', {}],
    ['a reserved field name', '__m__', {}],
    ['the field in the patch too (Firestore refuses a field written twice)', 'm', { m: [1] }],
    ['a path field', 'FireId', {}],
    ['a path field in the patch', 'm', { collection: 'x' }],
  ])('refuses %s with bad_request', (_, field, patch) => {
    expect(() => assertAppend(field, patch)).toThrow(AppError);
  });

  it('takes a field beside a patch of other fields', () => {
    expect(() => assertAppend('msjArray', { LastUpdate: 'x' })).not.toThrow();
  });
});
