import { describe, expect, it } from 'vitest';
import { applyPatch, type DocPatch, diffDoc, docPatchSchema, sameJson } from './docPatch';

type Doc = Record<string, unknown>;
const msg = (key: string) => ({ key, from: 'ana', body: `hola ${key}`, at: '2026-11-26T08:00:00.000Z' });
const thread: Doc = {
  FireId: 't1',
  collection: 'messages',
  participants: ['ana', 'bea'],
  msjArray: [msg('k1')],
  watchedBy: { bea: ['k0'] },
  LastUpdate: '2026-11-26T08:00:00.000Z',
};

describe('diffDoc: what changed, as the live stream sends it', () => {
  it.each<[string, Doc, DocPatch]>([
    ['nothing changed', structuredClone(thread), []],
    [
      'a message appended and the time moved (chat.send)',
      { ...thread, msjArray: [msg('k1'), msg('k2')], LastUpdate: '2026-11-26T09:00:00.000Z' },
      [
        { op: 'append', path: ['msjArray'], items: [msg('k2')] },
        { op: 'set', path: ['LastUpdate'], value: '2026-11-26T09:00:00.000Z' },
      ],
    ],
    [
      "one reader's keys grow (chat.read), inside the map",
      { ...thread, watchedBy: { bea: ['k0', 'k1'] } },
      [{ op: 'append', path: ['watchedBy', 'bea'], items: ['k1'] }],
    ],
    [
      'a new reader in the map',
      { ...thread, watchedBy: { bea: ['k0'], ana: ['k1'] } },
      [{ op: 'set', path: ['watchedBy', 'ana'], value: ['k1'] }],
    ],
    [
      'someone left: an array that did not only grow is set whole',
      { ...thread, participants: ['bea'] },
      [{ op: 'set', path: ['participants'], value: ['bea'] }],
    ],
    [
      'a changed message is no append',
      { ...thread, msjArray: [{ ...msg('k1'), body: 'editado' }, msg('k2')] },
      [{ op: 'set', path: ['msjArray'], value: [{ ...msg('k1'), body: 'editado' }, msg('k2')] }],
    ],
    [
      'a field removed, one added',
      {
        FireId: 't1',
        collection: 'messages',
        participants: ['ana', 'bea'],
        msjArray: [msg('k1')],
        names: {},
      },
      [
        { op: 'set', path: ['names'], value: {} },
        { op: 'unset', path: ['watchedBy'] },
        { op: 'unset', path: ['LastUpdate'] },
      ],
    ],
    [
      'a map turned into text is set',
      { ...thread, watchedBy: 'nada' },
      [{ op: 'set', path: ['watchedBy'], value: 'nada' }],
    ],
  ])('%s', (_name, after, expected) => {
    const patch = diffDoc(thread, after);
    expect(patch).toEqual(expected);
    expect(docPatchSchema.safeParse(patch).success).toBe(true);
    // Applied to the version before, it gives the version after.
    expect(applyPatch(thread, patch ?? [])).toEqual(after);
  });

  it('follows maps only as deep as asked: deeper, a changed map is set whole', () => {
    const before = { a: { b: { c: 1, d: 2 } } };
    const after = { a: { b: { c: 1, d: 3 } } };
    expect(diffDoc(before, after, 1)).toEqual([{ op: 'set', path: ['a', 'b'], value: { c: 1, d: 3 } }]);
    expect(diffDoc(before, after, 2)).toEqual([{ op: 'set', path: ['a', 'b', 'd'], value: 3 }]);
  });

  it('gives no patch for a field named like the prototype (the whole document goes instead)', () => {
    const before = JSON.parse('{"m":{"__proto__":{"x":1}}}') as Doc;
    const after = JSON.parse('{"m":{"__proto__":{"x":2}}}') as Doc;
    expect(diffDoc(before, after)).toBeNull();
  });
});

describe('applyPatch', () => {
  it('shares what the patch did not touch and leaves the old version as it was', () => {
    const before = structuredClone(thread);
    const after = applyPatch(before, [{ op: 'append', path: ['watchedBy', 'bea'], items: ['k1'] }]);
    expect(after?.watchedBy).toEqual({ bea: ['k0', 'k1'] });
    expect(after?.msjArray).toBe(before.msjArray);
    expect(before).toEqual(thread);
  });

  it.each<[string, DocPatch]>([
    ['an append to something that is not an array', [{ op: 'append', path: ['LastUpdate'], items: [1] }]],
    ['a path through something that is not a map', [{ op: 'set', path: ['LastUpdate', 'x'], value: 1 }]],
    ['an append to nothing', [{ op: 'append', path: ['nada'], items: [1] }]],
    ['a path through the prototype', [{ op: 'set', path: ['__proto__', 'polluted'], value: true }]],
  ])('refuses a patch that does not fit the document held: %s', (_name, patch) => {
    expect(applyPatch(thread, patch)).toBeNull();
    expect(({} as Doc).polluted).toBeUndefined();
  });
});

describe('sameJson', () => {
  it.each<[unknown, unknown, boolean]>([
    [{ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [[1, 2], [2, 1], false],
    [{ a: null }, { a: {} }, false],
    ['1', 1, false],
  ])('%j vs %j: %s', (a, b, same) => {
    expect(sameJson(a, b)).toBe(same);
  });
});
