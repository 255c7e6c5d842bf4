import { describe, expect, it } from 'vitest';
import { deepMerge } from './deepMerge';

type Plain = Record<string, unknown>;

describe('deepMerge (Firestore set with merge: the patch leaves are the merged fields)', () => {
  it.each<[string, Plain, Plain, Plain]>([
    ['adds and replaces top-level fields', { a: 1, b: 2 }, { b: 3, c: 4 }, { a: 1, b: 3, c: 4 }],
    [
      'merges maps key by key, deeply',
      { m: { x: 1, d: { k: 1 } } },
      { m: { d: { j: 2 } } },
      { m: { x: 1, d: { k: 1, j: 2 } } },
    ],
    ['replaces arrays whole', { l: [1, 2, 3] }, { l: [9] }, { l: [9] }],
    ['replaces a map with an empty map', { a: { x: 1 } }, { a: {} }, { a: {} }],
    [
      'replaces a nested map with an empty map, keeping its siblings',
      { a: { b: { x: 1 }, c: 1 } },
      { a: { b: {} } },
      { a: { b: {}, c: 1 } },
    ],
    ['sets an empty map where there was none', { a: 1 }, { b: {} }, { a: 1, b: {} }],
    ['replaces a scalar with a map', { a: 1 }, { a: { x: 1 } }, { a: { x: 1 } }],
    ['replaces a map with a scalar', { a: { x: 1 } }, { a: null }, { a: null }],
    [
      'skips undefined values',
      { a: 1 },
      { a: undefined, b: { c: undefined } },
      { a: 1, b: { c: undefined } },
    ],
    ['keeps dotted keys as names', { a: { b: 1 } }, { 'a.b': 2 }, { a: { b: 1 }, 'a.b': 2 }],
  ])('%s', (_, target, patch, expected) => {
    expect(deepMerge(target, patch)).toEqual(expected);
  });

  it('changes neither argument', () => {
    const target = { a: { x: 1 } };
    const patch = { a: { y: 2 } };
    deepMerge(target, patch);
    expect(target).toEqual({ a: { x: 1 } });
    expect(patch).toEqual({ a: { y: 2 } });
  });
});
