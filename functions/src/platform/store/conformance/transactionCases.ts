import { describe, expect, it } from 'vitest';
import { type Conformance, queryIds, seedDocs } from './harness';

export function describeTransactions(c: Conformance): void {
  describe('transactions', () => {
    it('applies every write of a transaction together and returns its result', async () => {
      const result = await c.store.transaction(c.tenant, (tx) => {
        tx.set('rooms', 'a', { n: 1 });
        tx.set('rooms', 'b', { n: 2 });
        tx.merge('rooms', 'a', { m: 1 });
        tx.setCompany({ Name: 'T' });
        return 'done';
      });
      expect(result).toBe('done');
      expect(await queryIds(c, { collection: 'rooms' })).toEqual(['a', 'b']);
      expect(await c.store.get(c.tenant, 'rooms', 'a')).toMatchObject({ n: 1, m: 1 });
      expect(await c.store.getCompany(c.tenant)).toMatchObject({ Name: 'T' });
    });

    it('applies nothing when the callback throws', async () => {
      await seedDocs(c, 'rooms', { keep: { n: 1 } });
      await expect(
        c.store.transaction(c.tenant, async (tx) => {
          await tx.get('rooms', 'keep');
          tx.set('rooms', 'x', { Name: 'X' });
          tx.delete('rooms', 'keep');
          tx.setCompany({ Name: 'T' });
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await c.store.get(c.tenant, 'rooms', 'x')).toBeNull();
      expect(await c.store.get(c.tenant, 'rooms', 'keep')).toMatchObject({ n: 1 });
      expect(await c.store.getCompany(c.tenant)).toBeNull();
    });

    it('refuses a read after a write and applies nothing', async () => {
      await expect(
        c.store.transaction(c.tenant, async (tx) => {
          tx.set('rooms', 'x', { n: 1 });
          await tx.get('rooms', 'x');
        }),
      ).rejects.toThrow();
      expect(await c.store.get(c.tenant, 'rooms', 'x')).toBeNull();
    });

    it('reads with get, query and count before writing', async () => {
      await seedDocs(c, 'rooms', { a: { n: 1 }, b: { n: 2 } });
      await c.store.transaction(c.tenant, async (tx) => {
        const a = await tx.get('rooms', 'a');
        const big = await tx.query({ collection: 'rooms', where: [['n', '>', 1]] });
        const all = await tx.count({ collection: 'rooms' });
        tx.set('summary', 's', { a: a?.n ?? null, big: big.map((d) => d.FireId), all });
      });
      expect(await c.store.get(c.tenant, 'summary', 's')).toMatchObject({ a: 1, big: ['b'], all: 2 });
    });

    it('serialises concurrent read-modify-write transactions: 50 increments, none lost', async () => {
      await seedDocs(c, 'counters', { c: { n: 0 } });
      const increment = () =>
        c.store.transaction(c.tenant, async (tx) => {
          const doc = await tx.get('counters', 'c');
          await new Promise((resolve) => setTimeout(resolve, 1));
          tx.set('counters', 'c', { n: Number(doc?.n) + 1 });
        });
      await Promise.all(Array.from({ length: 50 }, increment));
      expect((await c.store.get(c.tenant, 'counters', 'c'))?.n).toBe(50);
    });

    it('rejects ids and collection names that are not one path segment', async () => {
      await expect(c.store.transaction(c.tenant, (tx) => tx.set('rooms', 'a/b', {}))).rejects.toThrow();
      await expect(c.store.query(c.tenant, { collection: 'a/b' })).rejects.toThrow();
      expect(await queryIds(c, { collection: 'rooms' })).toEqual([]);
    });
  });

  describe('change log', () => {
    it.runIf(c.capabilities.changeLog)(
      'records every committed write of a tenant with a growing seq',
      async () => {
        await c.store.transaction(c.tenant, (tx) => {
          tx.set('rooms', 'a', { n: 1 });
          tx.merge('rooms', 'a', { m: 2 });
        });
        await c.store.transaction(`${c.tenant}x`, (tx) => tx.set('rooms', 'z', {}));
        await c.store.transaction(c.tenant, (tx) => {
          tx.delete('rooms', 'a');
          tx.delete('rooms', 'never-existed');
        });
        await expect(
          c.store.transaction(c.tenant, (tx) => {
            tx.set('rooms', 'rolled-back', {});
            throw new Error('no');
          }),
        ).rejects.toThrow('no');
        const changes = await c.store.changesSince(c.tenant, 0);
        expect(changes.map((ch) => [ch.tenant, ch.collection, ch.id, ch.kind])).toEqual([
          [c.tenant, 'rooms', 'a', 'set'],
          [c.tenant, 'rooms', 'a', 'merge'],
          [c.tenant, 'rooms', 'a', 'delete'],
        ]);
        const seqs = changes.map((ch) => ch.seq);
        expect(seqs).toEqual([...seqs].sort((x, y) => x - y));
        expect(new Set(seqs).size).toBe(3);
        expect(await c.store.changesSince(c.tenant, seqs[1] ?? 0)).toHaveLength(1);
      },
    );
  });
}
