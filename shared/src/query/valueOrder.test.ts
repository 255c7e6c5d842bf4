import { describe, expect, it } from 'vitest';
import { compareStrings, compareValues, valuesEqual } from './valueOrder';

describe('compareValues: order across types', () => {
  // Each value sorts strictly before the next one.
  const ascending: unknown[] = [
    null,
    false,
    true,
    Number.NaN,
    -5,
    0,
    2.5,
    10,
    '',
    '10',
    '2',
    '2024-01-31T00:00:00.000Z',
    '2024-02-01T00:00:00.000Z',
    'A',
    'Z',
    'a',
    'á',
    '😀',
    [],
    [1],
    [1, 2],
    [2],
    ['a'],
    {},
    { a: 1 },
    { a: 2 },
    { a: 2, b: 0 },
    { b: 0 },
  ];

  it.each(ascending.slice(0, -1).map((value, i) => [value, ascending[i + 1]]))('%j < %j', (a, b) => {
    expect(compareValues(a, b)).toBe(-1);
    expect(compareValues(b, a)).toBe(1);
  });

  it.each(ascending.map((value) => [value]))('%j equals itself', (value) => {
    expect(compareValues(value, structuredClone(value))).toBe(0);
  });

  it('reads a Date as its ISO text', () => {
    expect(compareValues(new Date('2024-02-01T00:00:00Z'), '2024-02-01T00:00:00.000Z')).toBe(0);
    expect(compareValues(new Date('2024-02-01T00:00:00Z'), '2024-03-01')).toBe(-1);
  });
});

describe('valuesEqual', () => {
  it.each<[unknown, unknown, boolean]>([
    [1, 1, true],
    [1, 1.0, true],
    [0, -0, true],
    [1, '1', false],
    [true, 1, false],
    [null, null, true],
    [null, false, false],
    ['a', 'a', true],
    ['a', 'A', false],
    ['ab', 'a', false],
    ['u-😀', 'u-😀', true],
    ['u-😀', 'u-😁', false],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [[1], [1, 1], false],
    [{ a: 1, b: [2] }, { b: [2], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{ a: { b: 1 } }, { a: { b: 2 } }, false],
    [undefined, undefined, false],
  ])('%j vs %j -> %s', (a, b, expected) => {
    expect(valuesEqual(a, b)).toBe(expected);
  });
});

describe('compareStrings: by code point like Firestore and SQLite', () => {
  it.each<[string, string, number]>([
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['a', 'ab', -1],
    ['', 'a', -1],
    ['same', 'same', 0],
    ['Z', 'a', -1],
    ['\uffff', '😀', -1],
    ['\ue000', '\ud800\udc00', -1],
    ['😀', '\uff01', 1],
  ])('%j vs %j -> %i', (a, b, expected) => {
    expect(compareStrings(a, b)).toBe(expected);
  });
});
