import type { StoreQuery as SharedQuery } from '@colmena/shared/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StoredDoc, WatchEvent } from '../Store';
import { ResumeLog } from './resumeLog';
import { WatchHub } from './watchHub';

const query: SharedQuery = { collection: 'p', where: [], limit: 100 };
const doc = (id: string): StoredDoc => ({ FireId: id, collection: 'p', n: 1 });

/** A hub over an in-memory result: `runs` counts how often a view had to run its query. */
function hubWith(lingerMs: number) {
  let seq = 0;
  let docs: StoredDoc[] = [];
  let runs = 0;
  const hub = new WatchHub(new ResumeLog(0), () => seq, lingerMs);
  const watch = (listener: (e: WatchEvent) => void, sinceSeq?: number) =>
    hub.subscribe({
      tenant: 't',
      query,
      run: () => {
        runs += 1;
        return docs;
      },
      listener,
      sinceSeq,
    });
  const add = (id: string) => {
    seq += 1;
    docs = [...docs, doc(id)];
    hub.publish([
      {
        seq,
        tenant: 't',
        collection: 'p',
        id,
        before: () => null,
        after: () => doc(id),
        fresh: () => doc(id),
        text: () => JSON.stringify(doc(id)),
        deleted: false,
        kind: 'set',
      },
    ]);
  };
  return { hub, watch, add, runs: () => runs, seq: () => seq };
}

afterEach(() => vi.useRealTimers());

describe('WatchHub lingering views', () => {
  it('keeps a view current for lingerMs after its last subscription, so the next one resumes without running the query', async () => {
    vi.useFakeTimers();
    const h = hubWith(10_000);
    const stop = h.watch(() => {});
    expect(h.runs()).toBe(1);
    h.add('a');
    const since = h.seq();
    stop();
    expect(h.hub.size()).toEqual({ subscriptions: 0, views: 0 });
    expect(h.hub.lingering()).toBe(1);
    h.add('b');
    const events: WatchEvent[] = [];
    h.watch((e) => events.push(e), since);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.runs()).toBe(1);
    expect(events).toEqual([{ kind: 'changes', seq: 2, changes: [{ type: 'added', doc: doc('b') }] }]);
  });

  it('drops it once lingerMs passes with nobody back (the next subscription runs the query again)', async () => {
    vi.useFakeTimers();
    const h = hubWith(10_000);
    h.watch(() => {})();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(h.hub.lingering()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.hub.lingering()).toBe(0);
    h.watch(() => {});
    expect(h.runs()).toBe(2);
  });

  it('drops at once with lingerMs 0', () => {
    const h = hubWith(0);
    h.watch(() => {})();
    expect(h.hub.lingering()).toBe(0);
  });
});
