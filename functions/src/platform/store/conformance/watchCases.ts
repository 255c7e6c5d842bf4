import { describe, expect, it } from 'vitest';
import type { StoreQuery } from '../Store';
import { type Conformance, changeSummary, idsOf, seedDocs, unique, watchInto } from './harness';

const byN: StoreQuery = { collection: 'items', where: [['open', '==', true]] };
const write = (c: Conformance, fn: Parameters<Conformance['store']['transaction']>[1], tenant = c.tenant) =>
  c.store.transaction(tenant, fn);

export function describeWatch(c: Conformance): void {
  describe('watch', () => {
    it('starts with a snapshot of the result, then delivers added, modified and removed', async () => {
      await seedDocs(c, 'items', {
        a: { open: true, n: 1 },
        b: { open: false, n: 2 },
        c: { open: true, n: 3 },
      });
      const w = watchInto(c, byN);
      const first = await w.next();
      expect(first.kind).toBe('snapshot');
      if (first.kind !== 'snapshot') return;
      expect(idsOf(first.docs)).toEqual(['a', 'c']);
      expect(first.docs[0]).toMatchObject({ FireId: 'a', collection: 'items', n: 1 });

      await write(c, (tx) => tx.set('items', 'd', { open: true, n: 4 }));
      const added = await w.next();
      expect(changeSummary(added)).toEqual(['added:d']);
      expect(added.kind === 'changes' && added.seq).toBeGreaterThan(first.seq);

      await write(c, (tx) => tx.merge('items', 'a', { n: 10 }));
      const modified = await w.next();
      expect(changeSummary(modified)).toEqual(['modified:a']);
      expect(modified.kind === 'changes' && modified.changes[0]?.doc).toMatchObject({ n: 10, FireId: 'a' });

      await write(c, (tx) => {
        tx.delete('items', 'c');
        tx.merge('items', 'd', { open: false });
        tx.merge('items', 'b', { open: true });
      });
      expect(changeSummary(await w.next())).toEqual(['added:b', 'removed:c', 'removed:d']);
      w.stop();
    });

    it('keeps a limited, ordered window: entering pushes the last out, leaving pulls the next in', async () => {
      await seedDocs(c, 'items', { one: { n: 1 }, two: { n: 2 }, three: { n: 3 } });
      const w = watchInto(c, { collection: 'items', orderBy: ['n', 'asc'], limit: 2 });
      const first = await w.next();
      expect(first.kind === 'snapshot' && idsOf(first.docs)).toEqual(['one', 'two']);

      await write(c, (tx) => tx.set('items', 'zero', { n: 0 }));
      expect(changeSummary(await w.next())).toEqual(['added:zero', 'removed:two']);

      await write(c, (tx) => tx.delete('items', 'zero'));
      expect(changeSummary(await w.next())).toEqual(['added:two', 'removed:zero']);

      await write(c, (tx) => tx.merge('items', 'one', { n: 5 }));
      expect(changeSummary(await w.next())).toEqual(['added:three', 'removed:one']);

      await write(c, (tx) => tx.merge('items', 'two', { n: 2.5 }));
      expect(changeSummary(await w.next())).toEqual(['modified:two']);
      w.stop();
    });

    it('stops after unsubscribe and sees only its own tenant', async () => {
      const other = unique('t');
      const stopped = watchInto(c, byN);
      const foreign = watchInto(c, byN, undefined, other);
      const live = watchInto(c, byN);
      await Promise.all([stopped.next(), foreign.next(), live.next()]);
      stopped.stop();

      await write(c, (tx) => tx.set('items', 'x', { open: true }));
      expect(changeSummary(await live.next())).toEqual(['added:x']);
      await write(c, (tx) => tx.set('items', 'y', { open: true }), other);
      expect(changeSummary(await foreign.next())).toEqual(['added:y']);
      await write(c, (tx) => tx.set('items', 'z', { open: true }));
      expect(changeSummary(await live.next())).toEqual(['added:z']);

      expect(stopped.events).toHaveLength(1);
      expect(foreign.events).toHaveLength(2);
      expect(live.events).toHaveLength(3);
      foreign.stop();
      live.stop();
    });

    it('ignores commits that do not touch the result', async () => {
      const w = watchInto(c, byN);
      await w.next();
      await write(c, (tx) => {
        tx.set('items', 'closed', { open: false });
        tx.set('elsewhere', 'e', { open: true });
      });
      await write(c, (tx) => tx.set('items', 'opened', { open: true }));
      expect(changeSummary(await w.next())).toEqual(['added:opened']);
      w.stop();
    });

    it('survives a listener that throws: the commit and other listeners go on', async () => {
      const stop = c.store.watch(c.tenant, byN, () => {
        throw new Error('listener bug');
      });
      const w = watchInto(c, byN);
      await w.next();
      await write(c, (tx) => tx.set('items', 'a', { open: true }));
      expect(changeSummary(await w.next())).toEqual(['added:a']);
      expect(await c.store.get(c.tenant, 'items', 'a')).not.toBeNull();
      stop();
      w.stop();
    });

    it.runIf(c.capabilities.changeLog)('resumes from a seq with only what changed since', async () => {
      await seedDocs(c, 'items', { a: { open: true }, b: { open: true }, c: { open: false } });
      const before = watchInto(c, byN);
      const snapshot = await before.next();
      before.stop();
      if (snapshot.kind !== 'snapshot') throw new Error('expected a snapshot');

      await write(c, (tx) => {
        tx.merge('items', 'a', { v: 1 });
        tx.delete('items', 'b');
        tx.merge('items', 'c', { open: true });
        tx.set('items', 'd', { open: true });
        tx.set('items', 'e', { open: false });
      });
      const resumed = watchInto(c, byN, { sinceSeq: snapshot.seq });
      const event = await resumed.next();
      expect(changeSummary(event)).toEqual(['added:c', 'added:d', 'modified:a', 'removed:b']);
      if (event.kind !== 'changes') throw new Error('expected changes');
      expect(event.seq).toBeGreaterThan(snapshot.seq);

      await write(c, (tx) => tx.set('items', 'f', { open: true }));
      expect(changeSummary(await resumed.next())).toEqual(['added:f']);
      resumed.stop();

      const fresh = watchInto(c, byN, { sinceSeq: event.seq + 1000000 });
      expect((await fresh.next()).kind).toBe('snapshot');
      fresh.stop();
    });
  });
}
