import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredDoc } from '../store/Store';
import { ReducedView, ReductionPacer } from './reducedView';

const doc = (id: string, n: number): StoredDoc => ({ FireId: id, collection: 'c', n });
/** The sum of n, as one document. */
const sum = (docs: readonly StoredDoc[]): StoredDoc => ({
  FireId: '~sum',
  collection: 'c',
  total: docs.reduce((s, d) => s + Number(d.n), 0),
});

describe('ReducedView', () => {
  it('sends the result as one document, then a modified one when it changes', () => {
    const view = new ReducedView(sum);
    expect(view.snapshot([doc('a', 1), doc('b', 2)])).toEqual([
      { FireId: '~sum', collection: 'c', total: 3 },
    ]);
    expect(view.changes([{ type: 'added', doc: doc('c', 4) }])).toEqual([
      { type: 'modified', doc: { FireId: '~sum', collection: 'c', total: 7 } },
    ]);
    expect(view.changes([{ type: 'removed', doc: doc('b', 2) }])).toEqual([
      { type: 'modified', doc: { FireId: '~sum', collection: 'c', total: 5 } },
    ]);
  });

  it('says nothing when the reduced document stays the same, or nothing changed', () => {
    const view = new ReducedView(sum);
    view.snapshot([doc('a', 1), doc('b', 2)]);
    // a leaves (−1) and b gains 1: the sum is 3 again.
    expect(
      view.changes([
        { type: 'removed', doc: doc('a', 1) },
        { type: 'modified', doc: doc('b', 3) },
      ]),
    ).toEqual([]);
    expect(view.changes([])).toEqual([]);
    expect(view.changes([{ type: 'added', doc: doc('z', 0) }])).toEqual([]);
  });

  it('a new snapshot replaces what it held', () => {
    const view = new ReducedView(sum);
    view.snapshot([doc('a', 1), doc('b', 2)]);
    expect(view.snapshot([doc('c', 10)])).toEqual([{ FireId: '~sum', collection: 'c', total: 10 }]);
    expect(view.changes([{ type: 'added', doc: doc('a', 1) }])).toEqual([
      { type: 'modified', doc: { FireId: '~sum', collection: 'c', total: 11 } },
    ]);
  });
});

describe('ReductionPacer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first change at once and those within the interval together at its end', () => {
    vi.useFakeTimers();
    const view = new ReducedView(sum);
    view.snapshot([doc('a', 1)]);
    const sent: [number, unknown][] = [];
    const pacer = new ReductionPacer(
      view,
      (seq, changes) => sent.push([seq, changes[0]?.doc.total]),
      500,
      () => Date.now(),
    );
    pacer.changed(1, [{ type: 'added', doc: doc('b', 2) }]);
    expect(sent).toEqual([[1, 3]]);
    pacer.changed(2, [{ type: 'added', doc: doc('c', 3) }]);
    pacer.changed(3, [{ type: 'added', doc: doc('d', 4) }]);
    expect(sent).toHaveLength(1);
    vi.advanceTimersByTime(500);
    // One reduction for both, at the last seq.
    expect(sent).toEqual([
      [1, 3],
      [3, 10],
    ]);
    // Quiet for an interval: the next change goes at once again.
    vi.advanceTimersByTime(600);
    pacer.changed(4, [{ type: 'removed', doc: doc('a', 1) }]);
    expect(sent.at(-1)).toEqual([4, 9]);
  });

  it('stopped, it sends nothing more', () => {
    vi.useFakeTimers();
    const view = new ReducedView(sum);
    view.snapshot([]);
    const sent: unknown[] = [];
    const pacer = new ReductionPacer(
      view,
      (_seq, changes) => sent.push(changes),
      500,
      () => Date.now(),
    );
    pacer.changed(1, [{ type: 'added', doc: doc('a', 1) }]);
    pacer.changed(2, [{ type: 'added', doc: doc('b', 1) }]);
    pacer.stop();
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });
});
