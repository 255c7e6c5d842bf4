import { describe, expect, it } from 'vitest';
import type { DocData } from '../Store';
import { type Conformance, seedDocs, watchInto } from './harness';

/** A thread big enough for a store to keep it parsed (the SQLite store caches from 2,048 characters). */
const bigThread = (): DocData => ({
  participants: ['u-a', 'u-b'],
  unreadBy: [],
  about: 'x'.repeat(3000),
  msjArray: [],
});

/** StoreTransaction.append: Firestore's update with arrayUnion, in both stores. */
export function describeAppend(c: Conformance): void {
  describe('append', () => {
    it('adds the element at the end of the array and replaces the patch fields whole', async () => {
      await seedDocs(c, 'rooms', { r: { m: [{ k: 1 }], u: { a: true }, keep: 'yes' } });
      await c.store.transaction(c.tenant, (tx) =>
        tx.append('rooms', 'r', 'm', { k: 2 }, { u: { b: true }, at: 'x' }),
      );
      expect(await c.store.get(c.tenant, 'rooms', 'r')).toEqual({
        m: [{ k: 1 }, { k: 2 }],
        u: { b: true },
        at: 'x',
        keep: 'yes',
        FireId: 'r',
        collection: 'rooms',
      });
    });

    it.runIf(c.capabilities.faithfulUpdates !== false)(
      'makes a missing field a one-element array',
      async () => {
        await seedDocs(c, 'rooms', { r: { n: 1 } });
        await c.store.transaction(c.tenant, (tx) => tx.append('rooms', 'r', 'list', 'a'));
        expect(await c.store.get(c.tenant, 'rooms', 'r')).toMatchObject({ n: 1, list: ['a'] });
      },
    );

    it.runIf(c.capabilities.faithfulUpdates !== false)(
      'fails with not_found on a missing document, and writes nothing',
      async () => {
        await expect(
          c.store.transaction(c.tenant, (tx) => {
            tx.set('rooms', 'other', { n: 1 });
            tx.append('rooms', 'missing', 'm', 1);
          }),
        ).rejects.toMatchObject({ code: 'not_found' });
        expect(await c.store.get(c.tenant, 'rooms', 'missing')).toBeNull();
        expect(await c.store.get(c.tenant, 'rooms', 'other')).toBeNull();
      },
    );

    it('refuses what Firestore would not store, and writes nothing', async () => {
      await seedDocs(c, 'rooms', { r: bigThread() });
      for (const [element, patch] of [
        [[1], {}],
        [{ __k__: 1 }, {}],
        [{ k: 1 }, { t: '\ud800' }],
      ] as const) {
        await expect(
          c.store.transaction(c.tenant, async (tx) => {
            await tx.get('rooms', 'r');
            tx.append('rooms', 'r', 'msjArray', element, patch);
          }),
        ).rejects.toMatchObject({ code: 'bad_request' });
      }
      expect(await c.store.get(c.tenant, 'rooms', 'r')).toMatchObject({ msjArray: [] });
    });

    it('takes message after message into a big document read in each transaction, watchers seeing each', async () => {
      await seedDocs(c, 'rooms', { t: bigThread() });
      const watched = watchInto(c, {
        collection: 'rooms',
        where: [['participants', 'array-contains', 'u-b']],
      });
      try {
        expect((await watched.next()).kind).toBe('snapshot');
        for (let i = 0; i < 12; i += 1) {
          await c.store.transaction(c.tenant, async (tx) => {
            const thread = await tx.get('rooms', 't');
            const count = ((thread?.msjArray ?? []) as unknown[]).length;
            tx.append(
              'rooms',
              't',
              'msjArray',
              { key: `k${count}`, body: `mensaje ${i} ñ 😀` },
              { LastUpdate: `at ${i}` },
            );
          });
          const event = await watched.next();
          if (event.kind !== 'changes') throw new Error(`expected changes, got ${event.kind}`);
          expect(event.changes[0]?.doc).toMatchObject({ LastUpdate: `at ${i}` });
          expect(((event.changes[0]?.doc.msjArray ?? []) as unknown[]).at(-1)).toEqual({
            key: `k${i}`,
            body: `mensaje ${i} ñ 😀`,
          });
        }
      } finally {
        watched.stop();
      }
      const stored = await c.store.get(c.tenant, 'rooms', 't');
      expect(((stored?.msjArray ?? []) as { key: string }[]).map((m) => m.key)).toEqual(
        Array.from({ length: 12 }, (_, i) => `k${i}`),
      );
      expect(stored).toMatchObject({
        LastUpdate: 'at 11',
        about: 'x'.repeat(3000),
        participants: ['u-a', 'u-b'],
      });
    });

    it.each([
      ['a big document, kept parsed', bigThread()],
      ['a small one', { participants: ['u-a', 'u-b'], msjArray: [{ key: 'k0' }] }],
    ])('keeps the appended array through the writes that follow: %s', async (_, start) => {
      await seedDocs(c, 'rooms', { t: start });
      const send = (key: string, read = true) =>
        c.store.transaction(c.tenant, async (tx) => {
          if (read) await tx.get('rooms', 't');
          tx.append('rooms', 't', 'msjArray', { key }, { LastUpdate: key });
        });
      const keys = async () => {
        const doc = await c.store.get(c.tenant, 'rooms', 't');
        return ((doc?.msjArray ?? []) as { key: string }[]).map((m) => m.key);
      };
      const first = (start.msjArray as { key: string }[]).map((m) => m.key);
      await send('k1');
      await send('k2', false);
      await send('k3');
      expect(await keys()).toEqual([...first, 'k1', 'k2', 'k3']);
      // A merge that leaves the array alone, then one more message.
      await c.store.transaction(c.tenant, (tx) => tx.merge('rooms', 't', { unreadBy: ['u-b'] }));
      await send('k4');
      expect(await keys()).toEqual([...first, 'k1', 'k2', 'k3', 'k4']);
      const [listed] = await c.store.query(c.tenant, {
        collection: 'rooms',
        where: [['participants', 'array-contains', 'u-a']],
      });
      expect(listed).toMatchObject({ unreadBy: ['u-b'], LastUpdate: 'k4', participants: ['u-a', 'u-b'] });
      expect(((listed?.msjArray ?? []) as unknown[]).length).toBe(first.length + 4);
      // A merge that replaces it, then a set of the whole document, each followed by a message.
      await c.store.transaction(c.tenant, (tx) => tx.merge('rooms', 't', { msjArray: [{ key: 'm1' }] }));
      await send('k5');
      expect(await keys()).toEqual(['m1', 'k5']);
      // (Arrays kept in the sets: the stand-in emulator's arrayUnion fails on a missing field.)
      await c.store.transaction(c.tenant, (tx) =>
        tx.set('rooms', 't', { participants: ['u-a'], n: 1, msjArray: [{ key: 's1' }] }),
      );
      expect(await c.store.get(c.tenant, 'rooms', 't')).toEqual({
        participants: ['u-a'],
        n: 1,
        msjArray: [{ key: 's1' }],
        FireId: 't',
        collection: 'rooms',
      });
      await send('k6');
      expect(await keys()).toEqual(['s1', 'k6']);
      // Deleted and made again under the same id: nothing of the old array comes back.
      await c.store.transaction(c.tenant, (tx) => tx.delete('rooms', 't'));
      await c.store.transaction(c.tenant, (tx) =>
        tx.set('rooms', 't', { participants: ['u-a'], msjArray: [] }),
      );
      expect(await keys()).toEqual([]);
      await send('k7');
      expect(await keys()).toEqual(['k7']);
    });

    it('changes nothing when its transaction fails after it', async () => {
      await seedDocs(c, 'rooms', { t: bigThread() });
      await expect(
        c.store.transaction(c.tenant, async (tx) => {
          await tx.get('rooms', 't');
          tx.append('rooms', 't', 'msjArray', { key: 'k' });
          throw new Error('the command failed');
        }),
      ).rejects.toThrow('the command failed');
      expect(await c.store.get(c.tenant, 'rooms', 't')).toMatchObject({ msjArray: [] });
      await c.store.transaction(c.tenant, async (tx) => {
        await tx.get('rooms', 't');
        tx.append('rooms', 't', 'msjArray', { key: 'k2' });
      });
      expect(await c.store.get(c.tenant, 'rooms', 't')).toMatchObject({ msjArray: [{ key: 'k2' }] });
    });
  });
}
