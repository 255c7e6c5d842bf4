import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../sqlite/openDatabase';
import type { StoreTransaction, WatchEvent } from '../Store';
import { largeMemberWrites } from './groupCommit';
import { SqliteStore } from './SqliteStore';

let store: SqliteStore;

beforeEach(() => {
  store = new SqliteStore(openDatabase(':memory:'));
});
afterEach(async () => {
  await store.close();
});

/** Lets the queued transactions and watch deliveries run (not the commit's turn). */
const settleMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const largeWrites = (tx: StoreTransaction) => {
  for (let i = 0; i <= largeMemberWrites; i++) tx.set('rooms', `r${String(i).padStart(3, '0')}`, { i });
};

/** What a watch of `rooms` opened at `sinceSeq` hears first (undefined: from now). */
async function watchFrom(sinceSeq?: number): Promise<WatchEvent[]> {
  const events: WatchEvent[] = [];
  const stop = store.watch('t', { collection: 'rooms' }, (event) => events.push(event), { sinceSeq });
  await settleMicrotasks();
  stop();
  return events;
}

const seqOf = (events: WatchEvent[]) => {
  const last = events.at(-1);
  return last && last.kind !== 'error' ? last.seq : -1;
};

describe('resuming a watch across a large member', () => {
  it('keeps no change of a large member for resuming: a watch from before it gets a snapshot, one from after it the changes', async () => {
    await store.transaction('t', (tx) => tx.set('rooms', 'before', {}));
    const beforeLarge = seqOf(await watchFrom());
    await store.transaction('t', largeWrites);
    const resumed = await watchFrom(beforeLarge);
    expect(resumed.map((e) => e.kind)).toEqual(['snapshot']);
    const afterLarge = seqOf(resumed);
    await store.transaction('t', (tx) => tx.set('rooms', 'after', {}));
    const later = await watchFrom(afterLarge);
    expect(later).toHaveLength(1);
    const [event] = later;
    expect(
      event?.kind === 'changes' ? event.changes.map((c) => `${c.type}:${c.doc.FireId}`) : event?.kind,
    ).toEqual(['added:after']);
    // Still a snapshot from before the large member, whatever came after it.
    expect((await watchFrom(beforeLarge)).map((e) => e.kind)).toEqual(['snapshot']);
  });
});
