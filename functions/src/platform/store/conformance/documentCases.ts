import { describe, expect, it } from 'vitest';
import { type Conformance, queryIds, seedDocs, unique } from './harness';

/** get / set / merge / delete, FireId and collection, the company document, tenant isolation. */
export function describeDocuments(c: Conformance): void {
  describe('documents', () => {
    it('returns FireId and collection with every document and never stores them', async () => {
      await c.store.transaction(c.tenant, (tx) =>
        tx.set('rooms', 'r1', {
          FireId: 'other',
          collection: 'x',
          Name: 'A',
          at: '2026-11-22T10:00:00.000Z',
        }),
      );
      expect(await c.store.get(c.tenant, 'rooms', 'r1')).toEqual({
        Name: 'A',
        at: '2026-11-22T10:00:00.000Z',
        FireId: 'r1',
        collection: 'rooms',
      });
      expect(await c.store.get(c.tenant, 'rooms', 'missing')).toBeNull();
      expect((await c.store.query(c.tenant, { collection: 'rooms' }))[0]).toMatchObject({
        FireId: 'r1',
        collection: 'rooms',
      });
    });

    it('replaces on set, merges maps deeply and replaces arrays on merge', async () => {
      await seedDocs(c, 'rooms', { r: { a: { x: 1, y: 2, deep: { k: 'v' } }, list: [1, 2], keep: true } });
      await c.store.transaction(c.tenant, (tx) =>
        tx.merge('rooms', 'r', { a: { y: 3, deep: { j: 'w' } }, list: [9], added: 'n' }),
      );
      expect(await c.store.get(c.tenant, 'rooms', 'r')).toEqual({
        a: { x: 1, y: 3, deep: { k: 'v', j: 'w' } },
        list: [9],
        keep: true,
        added: 'n',
        FireId: 'r',
        collection: 'rooms',
      });
      await c.store.transaction(c.tenant, (tx) => tx.set('rooms', 'r', { only: 1 }));
      expect(await c.store.get(c.tenant, 'rooms', 'r')).toEqual({
        only: 1,
        FireId: 'r',
        collection: 'rooms',
      });
    });

    it('creates a document on merge when it does not exist', async () => {
      await c.store.transaction(c.tenant, (tx) => tx.merge('rooms', 'new', { a: { b: 1 } }));
      expect(await c.store.get(c.tenant, 'rooms', 'new')).toMatchObject({ a: { b: 1 } });
    });

    it('deletes a document, and deleting a missing one is harmless', async () => {
      await seedDocs(c, 'rooms', { a: { n: 1 }, b: { n: 2 } });
      await c.store.transaction(c.tenant, (tx) => {
        tx.delete('rooms', 'a');
        tx.delete('rooms', 'never-existed');
      });
      expect(await c.store.get(c.tenant, 'rooms', 'a')).toBeNull();
      expect(await queryIds(c, { collection: 'rooms' })).toEqual(['b']);
    });

    it('keeps nested values, unicode and ISO dates intact', async () => {
      const data = {
        Habitación: 'Ático ñ 😀',
        CreatedAt: '2026-11-22T10:00:00.000Z',
        cardConfig: { width: 3, tags: ['a', 'b'], flags: { on: true, off: false, none: null } },
        ratio: 2.5,
      };
      await seedDocs(c, 'rooms', { u: data });
      expect(await c.store.get(c.tenant, 'rooms', 'u')).toEqual({
        ...data,
        FireId: 'u',
        collection: 'rooms',
      });
    });
  });

  describe('company document', () => {
    it('sets, merges, reads and lists the company', async () => {
      await c.store.transaction(c.tenant, (tx) =>
        tx.setCompany({ Name: 'Acme', languages: ['en'], a: { x: 1 } }),
      );
      await c.store.transaction(c.tenant, (tx) => tx.mergeCompany({ hasPublicPage: true, a: { y: 2 } }));
      expect(await c.store.getCompany(c.tenant)).toEqual({
        Name: 'Acme',
        languages: ['en'],
        a: { x: 1, y: 2 },
        hasPublicPage: true,
        FireId: c.tenant,
        collection: 'tenants',
      });
      const listed = await c.store.listCompanies();
      expect(listed.find((company) => company.FireId === c.tenant)).toMatchObject({ Name: 'Acme' });
      expect(await c.store.getCompany(unique('nobody'))).toBeNull();
    });

    it('reads the company inside a transaction', async () => {
      await c.store.transaction(c.tenant, (tx) => tx.setCompany({ Name: 'Acme' }));
      const name = await c.store.transaction(c.tenant, async (tx) => (await tx.getCompany())?.Name);
      expect(name).toBe('Acme');
    });
  });

  describe('tenant isolation', () => {
    it('never shows one tenant the documents of another', async () => {
      const other = unique('t');
      await seedDocs(c, 'rooms', { a: { Name: 'A', n: 1 } });
      await seedDocs(c, 'rooms', { b: { Name: 'B', n: 1 } }, other);
      expect(await queryIds(c, { collection: 'rooms' })).toEqual(['a']);
      expect(await queryIds(c, { collection: 'rooms', where: [['n', '==', 1]] }, other)).toEqual(['b']);
      expect(await c.store.get(other, 'rooms', 'a')).toBeNull();
      expect(await c.store.count(other, { collection: 'rooms' })).toBe(1);
      await c.store.transaction(other, (tx) => tx.delete('rooms', 'a'));
      expect(await c.store.get(c.tenant, 'rooms', 'a')).not.toBeNull();
    });
  });
}
