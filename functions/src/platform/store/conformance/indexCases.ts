import { describe, expect, it } from 'vitest';
import type { StoreQuery } from '../Store';
import { type Conformance, queryIds, seedDocs, unique, watchInto } from './harness';

const needsIndex = (collection: string): StoreQuery => ({
  collection,
  where: [['status', '==', 'open']],
  orderBy: ['rank', 'desc'],
});

export function describeIndexes(c: Conformance): void {
  describe('index enforcement', () => {
    it('refuses a query needing an undeclared composite index, then runs it once declared', async () => {
      const collection = unique('unindexed');
      await seedDocs(c, collection, {
        a: { status: 'open', rank: 1 },
        b: { status: 'open', rank: 3 },
        c: { status: 'closed', rank: 2 },
      });
      const query = needsIndex(collection);
      await expect(c.store.query(c.tenant, query)).rejects.toMatchObject({ code: 'query_requires_index' });
      await expect(c.store.count(c.tenant, query)).rejects.toMatchObject({ code: 'query_requires_index' });
      await expect(c.store.transaction(c.tenant, (tx) => tx.query(query))).rejects.toMatchObject({
        code: 'query_requires_index',
      });
      expect(() => c.store.watch(c.tenant, query, () => undefined)).toThrow(
        expect.objectContaining({ code: 'query_requires_index', message: 'This query requires an index!!!' }),
      );

      await c.indexes.add(c.tenant, {
        collectionGroup: collection,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'rank', order: 'DESCENDING' },
        ],
      });
      expect(c.indexes.declared(c.tenant).some((index) => index.collectionGroup === collection)).toBe(true);
      expect(await queryIds(c, query)).toEqual(['b', 'a']);
      expect(await c.store.count(c.tenant, query)).toBe(2);
      const w = watchInto(c, query);
      const first = await w.next();
      expect(first.kind === 'snapshot' && first.docs.map((d) => d.FireId)).toEqual(['b', 'a']);
      w.stop();
    });

    it('an index in the wrong direction or on another collection does not serve the query', async () => {
      const collection = unique('unindexed');
      await c.indexes.add(c.tenant, {
        collectionGroup: collection,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'rank', order: 'ASCENDING' },
        ],
      });
      await c.indexes.add(c.tenant, {
        collectionGroup: unique('other'),
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'rank', order: 'DESCENDING' },
        ],
      });
      await expect(c.store.query(c.tenant, needsIndex(collection))).rejects.toMatchObject({
        code: 'query_requires_index',
      });
    });

    it('is served only by the indexes of the query’s own company', async () => {
      const collection = unique('unindexed');
      const other = unique('t');
      await seedDocs(c, collection, { a: { status: 'open', rank: 1 } });
      await seedDocs(
        c,
        collection,
        { x: { status: 'open', rank: 2 }, y: { status: 'open', rank: 5 } },
        other,
      );
      await c.indexes.add(other, {
        collectionGroup: collection,
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'status', order: 'ASCENDING' },
          { fieldPath: 'rank', order: 'DESCENDING' },
        ],
      });
      expect(await queryIds(c, needsIndex(collection), other)).toEqual(['y', 'x']);
      await expect(c.store.query(c.tenant, needsIndex(collection))).rejects.toMatchObject({
        code: 'query_requires_index',
      });
      expect(() => c.store.watch(c.tenant, needsIndex(collection), () => undefined)).toThrow(
        expect.objectContaining({ code: 'query_requires_index' }),
      );
    });

    it('needs no composite index for one field, equality-only filters, or an order alone', async () => {
      const collection = unique('unindexed');
      await seedDocs(c, collection, { a: { status: 'open', rank: 1 }, b: { status: 'open', rank: 3 } });
      const ok: StoreQuery[] = [
        { collection, orderBy: ['rank', 'desc'] },
        { collection, where: [['rank', '>', 0]], orderBy: ['rank', 'desc'] },
        {
          collection,
          where: [
            ['status', '==', 'open'],
            ['rank', '==', 3],
          ],
        },
      ];
      for (const query of ok) await expect(c.store.query(c.tenant, query)).resolves.toBeDefined();
    });
  });
}
