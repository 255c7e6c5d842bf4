import type { DocChange, StoredDoc } from '@colmena/shared';
import { describe, expect, it, vi } from 'vitest';
import { applyChanges, resultFromSnapshot } from './liveResults';

const doc = (FireId: string, fields: Record<string, unknown> = {}): StoredDoc => ({
  FireId,
  collection: 'proyectos',
  ...fields,
});
const ids = (docs: readonly StoredDoc[]) => docs.map((d) => d.FireId);

const byNameAsc = { orderBy: ['Name', 'asc'] as ['Name', 'asc'] };
const byDateDesc = { orderBy: ['date', 'desc'] as ['date', 'desc'] };

describe('resultFromSnapshot', () => {
  it('orders by the query and cuts at its limit', () => {
    const docs = [doc('a', { Name: 'C' }), doc('b', { Name: 'A' }), doc('c', { Name: 'B' })];
    expect(ids(resultFromSnapshot(docs, { ...byNameAsc, limit: 2 }))).toEqual(['b', 'c']);
  });

  it('without an order, by FireId', () => {
    expect(ids(resultFromSnapshot([doc('b'), doc('a'), doc('c')], {}))).toEqual(['a', 'b', 'c']);
  });
});

describe('applyChanges', () => {
  const start = [doc('a', { Name: 'Ana' }), doc('b', { Name: 'Bea' }), doc('c', { Name: 'Carla' })];

  it.each<[string, DocChange[], string[]]>([
    [
      'an arrival goes to its place in the order',
      [{ type: 'added', doc: doc('d', { Name: 'Bo' }) }],
      ['a', 'b', 'd', 'c'],
    ],
    ['a removal leaves the result', [{ type: 'removed', doc: doc('b') }], ['a', 'c']],
    [
      'a modification moves the document',
      [{ type: 'modified', doc: doc('a', { Name: 'Zoe' }) }],
      ['b', 'c', 'a'],
    ],
    [
      'a replayed arrival does not duplicate',
      [{ type: 'added', doc: doc('b', { Name: 'Bea' }) }],
      ['a', 'b', 'c'],
    ],
    [
      'a modification of an unknown document adds it',
      [{ type: 'modified', doc: doc('e', { Name: 'Eva' }) }],
      ['a', 'b', 'c', 'e'],
    ],
    ['removing an unknown document changes nothing', [{ type: 'removed', doc: doc('x') }], ['a', 'b', 'c']],
    [
      'changes apply in order within a batch',
      [
        { type: 'added', doc: doc('d', { Name: 'Dora' }) },
        { type: 'removed', doc: doc('d') },
        { type: 'modified', doc: doc('c', { Name: 'Aaron' }) },
      ],
      ['c', 'a', 'b'],
    ],
  ])('%s', (_name, changes, expected) => {
    expect(ids(applyChanges(start, changes, byNameAsc))).toEqual(expected);
  });

  it('keeps the newest version of a modified document', () => {
    const result = applyChanges(
      start,
      [{ type: 'modified', doc: doc('b', { Name: 'Bea', Phase: 2 }) }],
      byNameAsc,
    );
    expect(result[1]).toEqual(doc('b', { Name: 'Bea', Phase: 2 }));
  });

  it('applies a patch to the version held, which may then move in the order', () => {
    const held = [doc('a', { Name: 'Ana', msjArray: [{ key: 'k1' }] }), doc('b', { Name: 'Bea' })];
    const result = applyChanges(
      held,
      [
        {
          type: 'modified',
          id: 'a',
          patch: [
            { op: 'append', path: ['msjArray'], items: [{ key: 'k2' }] },
            { op: 'set', path: ['Name'], value: 'Zoe' },
          ],
        },
      ],
      byNameAsc,
    );
    expect(result).toEqual([
      doc('b', { Name: 'Bea' }),
      doc('a', { Name: 'Zoe', msjArray: [{ key: 'k1' }, { key: 'k2' }] }),
    ]);
    expect(held[0]).toEqual(doc('a', { Name: 'Ana', msjArray: [{ key: 'k1' }] }));
  });

  it('keeps what it holds when a patch does not fit it (said on the console)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const result = applyChanges(
      start,
      [{ type: 'modified', id: 'x', patch: [{ op: 'set', path: ['Name'], value: 'Xe' }] }],
      byNameAsc,
    );
    expect(ids(result)).toEqual(['a', 'b', 'c']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('respects the limit: an arrival at the top pushes the last one out', () => {
    const docs = [doc('a', { date: '2026-01-03' }), doc('b', { date: '2026-01-02' })];
    const result = applyChanges(docs, [{ type: 'added', doc: doc('c', { date: '2026-01-04' }) }], {
      ...byDateDesc,
      limit: 2,
    });
    expect(ids(result)).toEqual(['c', 'a']);
  });

  it('breaks ties by FireId in the direction of the order', () => {
    const same = { date: '2026-01-01' };
    const result = applyChanges([doc('a', same)], [{ type: 'added', doc: doc('b', same) }], byDateDesc);
    expect(ids(result)).toEqual(['b', 'a']);
  });

  it('does not touch the list it was given', () => {
    const before = [...start];
    applyChanges(start, [{ type: 'removed', doc: doc('a') }], byNameAsc);
    expect(start).toEqual(before);
  });
});
