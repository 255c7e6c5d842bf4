import { describe, expect, it } from 'vitest';
import { fieldPathSchema, readField } from './fieldPath';

describe('fieldPathSchema', () => {
  it.each([['Name'], ['FireId'], ['a.b'], ['a.b.c'], ['Habitación'], ['x'.repeat(200)], ['with space']])(
    'accepts %j',
    (path) => {
      expect(fieldPathSchema.safeParse(path).success).toBe(true);
    },
  );

  it.each([[''], ['.a'], ['a.'], ['a..b'], ['.'], ['x'.repeat(201)], [3], [null]])('rejects %j', (path) => {
    expect(fieldPathSchema.safeParse(path).success).toBe(false);
  });
});

describe('readField', () => {
  const doc = {
    Name: 'Obra',
    zero: 0,
    nothing: null,
    address: { city: 'Madrid', geo: { lat: 40 } },
    tags: ['a', { k: 1 }],
    'dotted.key': 'literal',
  };

  it.each<[string, unknown]>([
    ['Name', 'Obra'],
    ['zero', 0],
    ['nothing', null],
    ['address.city', 'Madrid'],
    ['address.geo.lat', 40],
    ['address.geo', { lat: 40 }],
    ['missing', undefined],
    ['address.missing', undefined],
    ['Name.length', undefined],
    ['nothing.x', undefined],
    ['tags.0', undefined],
    ['tags.1.k', undefined],
    ['dotted.key', undefined],
    ['toString', undefined],
    ['address.constructor', undefined],
  ])('%s -> %j', (path, expected) => {
    expect(readField(doc, path)).toEqual(expected);
  });
});
