import { describe, expect, it } from 'vitest';
import { cacheKey, copyAsJson, copyParsed, DocCache } from './docCache';

const thread = {
  participants: ['u-a', 'u-b'],
  msjArray: [
    { key: 'k1', from: 'u-a', body: 'hola\nqué tal', at: '2026-11-26T15:00:00.000Z' },
    { key: 'k2', from: 'u-b', body: '<b>bien</b>', at: '2026-11-26T15:01:00.000Z' },
  ],
  unreadBy: ['u-b'],
  watchedBy: {},
  n: 3,
  neg: -2.5,
  ok: true,
  none: null,
  '10': 'integer-like key',
  nested: { a: { b: [1, { c: 'd' }] } },
};

/** Every object and array of `a` is not one of `b`'s. */
function sharesNoObject(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || a === null) return true;
  if (a === b) return false;
  return Object.keys(a).every((key) =>
    sharesNoObject((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

describe('copyAsJson: what JSON.parse(JSON.stringify(value)) gives, or undefined', () => {
  const same: [string, unknown][] = [
    ['a thread', thread],
    ['a string', 'x'],
    ['a number', 1.5],
    ['zero', 0],
    ['false', false],
    ['null', null],
    ['an empty object', {}],
    ['an empty array', []],
    ['an object without prototype', Object.assign(Object.create(null), { a: 1 })],
    ['integer-like keys out of order', { b: 1, 2: 'two', a: 3, 1: 'one' }],
  ];
  it.each(same)('%s: the same tree as a JSON round trip, sharing no object', (_, value) => {
    const copy = copyAsJson(value);
    const roundTrip = JSON.parse(JSON.stringify(value));
    expect(copy).toEqual(roundTrip);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(roundTrip));
    expect(Object.keys(copy ?? {})).toEqual(Object.keys(roundTrip ?? {}));
    expect(sharesNoObject(copy, value)).toBe(true);
  });

  const different: [string, unknown][] = [
    ['a Date', { at: new Date(0) }],
    ['an undefined field', { a: undefined }],
    ['undefined in an array', [undefined]],
    ['-0', { n: -0 }],
    ['NaN', { n: Number.NaN }],
    ['Infinity', [Number.POSITIVE_INFINITY]],
    ['a class instance', { m: new Map() }],
    ['a toJSON', { t: { toJSON: () => 'x' } }],
    ['a __proto__ field', JSON.parse('{"__proto__": {"a": 1}}')],
    ['a function', { f: () => 1 }],
    ['a bigint', { b: 1n }],
  ];
  it.each(different)('%s: undefined (its JSON is not itself)', (_, value) => {
    expect(copyAsJson(value)).toBeUndefined();
  });
});

describe('copyParsed', () => {
  const trees: [string, unknown][] = [
    ['a thread', JSON.parse(JSON.stringify(thread))],
    ['a __proto__ field kept as a field', JSON.parse('{"__proto__": {"a": 1}, "b": 2}')],
    ['a scalar', 'text'],
    ['null', null],
  ];
  it.each(trees)('%s: equal to the tree, sharing no object with it', (_, tree) => {
    const copy = copyParsed(tree);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(tree));
    expect(sharesNoObject(copy, tree)).toBe(true);
  });

  it('keeps a __proto__ field an own field, not the prototype', () => {
    const copy = copyParsed(JSON.parse('{"__proto__": {"a": 1}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, '__proto__')).toBe(true);
    expect((copy as { a?: number }).a).toBeUndefined();
  });
});

describe('DocCache', () => {
  const key = cacheKey('t', 'messages', 'm1');

  it.each([
    ['the same seq', 5, true],
    ['another seq', 6, false],
  ])('hit at %s: %s', (_, seq, found) => {
    const cache = new DocCache({ minChars: 0 });
    cache.remember(key, 5, '{"a":1}');
    expect(cache.hit(key, seq) !== undefined).toBe(found);
    expect(cache.seqOf(key)).toBe(5);
  });

  it('answers -1 for a document it does not hold, and forgets', () => {
    const cache = new DocCache({ minChars: 0 });
    expect(cache.seqOf(key)).toBe(-1);
    cache.remember(key, 1, '{}');
    cache.forget(key);
    expect(cache.seqOf(key)).toBe(-1);
    expect(cache.has(key)).toBe(false);
  });

  it.each([
    ['shorter than minChars: not kept', 10, '{"a":1}', false],
    ['as long as minChars: kept', 7, '{"a":1}', true],
  ])('a row %s', (_, minChars, json, kept) => {
    const cache = new DocCache({ minChars });
    cache.remember(key, 1, json);
    expect(cache.has(key)).toBe(kept);
  });

  it('a row too short to keep drops the older entry of its document', () => {
    const cache = new DocCache({ minChars: 5 });
    cache.remember(key, 1, '{"a":1}');
    cache.remember(key, 2, '{}');
    expect(cache.seqOf(key)).toBe(-1);
  });

  it('drops the least recently used past maxEntries (a hit counts as a use)', () => {
    const cache = new DocCache({ minChars: 0, maxEntries: 2 });
    cache.remember('a', 1, '{}');
    cache.remember('b', 1, '{}');
    cache.hit('a', 1);
    cache.remember('c', 1, '{}');
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.size).toBe(2);
  });

  it('drops the least recently used past maxChars, and counts a rewritten entry once', () => {
    const cache = new DocCache({ minChars: 0, maxChars: 10 });
    cache.remember('a', 1, '{"x":1}');
    cache.remember('a', 2, '{"x":2}');
    expect(cache.has('a')).toBe(true);
    cache.remember('b', 1, '{"y":1}');
    expect([cache.has('a'), cache.has('b')]).toEqual([false, true]);
    cache.clear();
    expect(cache.size).toBe(0);
    cache.remember('c', 1, '{"z":10}');
    expect(cache.has('c')).toBe(true);
  });
});
