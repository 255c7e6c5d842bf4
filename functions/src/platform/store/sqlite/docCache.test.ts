import { describe, expect, it } from 'vitest';
import { cacheKey, copyAsJson, copyParsed, copyShared, DocCache, parsedTree } from './docCache';

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

describe('DocCache.append: the cached tree amended, its JSON made from its fields’ texts', () => {
  const key = cacheKey('t', 'messages', 'm');
  const tally = { bytes: 1, fields: 1 };
  const cached = (doc: unknown = thread) => {
    const cache = new DocCache({ minChars: 0 });
    const json = JSON.stringify(doc);
    cache.remember(key, 7, json, JSON.parse(json));
    return cache;
  };
  const message = (k: string) => ({ key: k, from: 'u-b', body: 'ñ "😀" \\ \u2028', at: 'x' });

  it.each<[string, Record<string, unknown>, string, unknown, Record<string, unknown>]>([
    ['a message and the fields a send moves', thread, 'msjArray', message('k3'), { unreadBy: ['u-a'], n: 4 }],
    [
      'a new field, at the end as JSON.parse would put it',
      thread,
      'msjArray',
      message('k3'),
      { added: { x: 1 } },
    ],
    ['into an empty array', { msjArray: [], a: 1 }, 'msjArray', message('k1'), {}],
    ['a missing array', { a: 1 }, 'list', 'uno', {}],
    ['an undefined patch field is left alone', thread, 'msjArray', 1, { n: undefined }],
  ])('%s: the JSON parses to the tree it holds, the field last', (_, doc, field, element, patch) => {
    const cache = cached(doc);
    const render = cache.append(key, { field, element, patch }, tally);
    const json = render?.json;
    const expected: Record<string, unknown> = {
      ...doc,
      ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    };
    delete expected[field];
    expected[field] = [...((doc[field] as unknown[] | undefined) ?? []), element];
    // The row holds the rest, and every element is spilled (the field was inline before).
    const { [field]: list, ...rest } = expected;
    expect(render?.row).toBe(JSON.stringify(rest));
    expect(render?.from).toBe(0);
    expect(render?.items).toEqual((list as unknown[]).map((e) => JSON.stringify(e)));
    expect(json).toBe(JSON.stringify(JSON.parse(json ?? 'null')));
    expect(JSON.parse(json ?? 'null')).toEqual(expected);
    expect(Object.keys(JSON.parse(json ?? 'null'))).toEqual(
      Object.keys(JSON.parse(JSON.stringify(expected))),
    );
    cache.stamp(key, 8, json ?? '');
    expect(cache.hit(key, 8)?.parsed).toEqual(expected);
    expect(cache.hit(key, 8)?.json).toBe(json);
  });

  it('appends again and again from the texts it keeps, spilling the new element alone', () => {
    const cache = cached();
    for (let i = 3; i < 10; i++) {
      const render = cache.append(
        key,
        { field: 'msjArray', element: message(`k${i}`), patch: { n: i } },
        tally,
      );
      if (i > 3) expect([render?.from, render?.items]).toEqual([i - 1, [JSON.stringify(message(`k${i}`))]]);
      cache.stamp(key, i + 10, render?.json ?? '');
    }
    const entry = cache.hit(key, 19);
    expect(JSON.parse(entry?.json ?? 'null')).toEqual(entry?.parsed);
    expect(((entry?.parsed?.msjArray ?? []) as unknown[]).length).toBe(9);
  });

  it('copies what it keeps: the caller changing its element later changes nothing cached', () => {
    const cache = cached();
    const element = message('k3');
    const json = cache.append(key, { field: 'msjArray', element, patch: {} }, tally)?.json;
    element.body = 'cambiado';
    cache.stamp(key, 8, json ?? '');
    expect(((cache.hit(key, 8)?.parsed?.msjArray ?? []) as { body: string }[]).at(-1)?.body).toBe(
      'ñ "😀" \\ \u2028',
    );
  });

  it.each<[string, unknown, Record<string, unknown>]>([
    ['a Date element', new Date(0), {}],
    ['an undefined inside the element', { a: undefined }, {}],
    ['a Date in the patch', 1, { at: new Date(0) }],
  ])('drops the entry for %s (the write then rebuilds the body)', (_, element, patch) => {
    const cache = cached();
    expect(cache.append(key, { field: 'msjArray', element, patch }, tally)).toBeUndefined();
    expect(cache.has(key)).toBe(false);
  });

  it('drops an entry not parsed, or whose field is not an array', () => {
    const unparsed = new DocCache({ minChars: 0 });
    unparsed.remember(key, 1, JSON.stringify(thread));
    expect(unparsed.append(key, { field: 'msjArray', element: 1, patch: {} }, tally)).toBeUndefined();
    const notArray = cached({ msjArray: 'texto' });
    expect(notArray.append(key, { field: 'msjArray', element: 1, patch: {} }, tally)).toBeUndefined();
    expect(notArray.has(key)).toBe(false);
  });

  it('stamp drops an entry whose JSON is not the one written', () => {
    const cache = cached();
    cache.append(key, { field: 'msjArray', element: 1, patch: {} }, tally);
    cache.stamp(key, 8, '{"other":true}');
    expect(cache.has(key)).toBe(false);
  });
});

describe('copyShared: a reader’s copy of a cached tree', () => {
  it('shares the spilled array’s frozen elements in a new array, and copies everything else', () => {
    const tree = JSON.parse('{"a":{"x":1},"__proto__":{"y":2},"msjArray":[{"k":1},{"k":2}]}');
    for (const m of tree.msjArray) Object.freeze(m);
    const copy = copyShared(tree, 'msjArray');
    expect(copy).toEqual(tree);
    expect(Object.keys(copy)).toEqual(['a', '__proto__', 'msjArray']);
    expect(copy.msjArray).not.toBe(tree.msjArray);
    expect((copy.msjArray as unknown[])[0]).toBe(tree.msjArray[0]);
    expect(copy.a).not.toBe(tree.a);
    (copy.msjArray as unknown[]).push({ k: 3 });
    expect(tree.msjArray).toHaveLength(2);
  });

  it('copies an element that is not frozen: nothing a reader holds is the cache’s to change', () => {
    const tree = { msjArray: [{ k: 1 }] };
    const copy = copyShared(tree, 'msjArray');
    expect((copy.msjArray as unknown[])[0]).not.toBe(tree.msjArray[0]);
  });

  it('freezes what it appends and what it parses, so readers of a thread share its messages', () => {
    const cache = new DocCache({ minChars: 0 });
    const key = cacheKey('t', 'messages', 'm');
    cache.remember(key, 1, '{"msjArray":[{"k":1}]}', undefined, 'msjArray');
    const entry = cache.hit(key, 1);
    const tree = entry && parsedTree(entry);
    expect(Object.isFrozen(((tree?.msjArray ?? []) as unknown[])[0])).toBe(true);
    cache.append(key, { field: 'msjArray', element: { k: 2 }, patch: {} }, { bytes: 1, fields: 1 });
    expect(Object.isFrozen(((tree?.msjArray ?? []) as unknown[])[1])).toBe(true);
  });
});
