import { describe, expect, it } from 'vitest';
import type { StoredDoc } from '../Store';
import { type Conformance, seedDocs, watchInto } from './harness';

const entry = { date: '2026-11-22T10:00:00.000Z', action: 'create', document: 'p1', user: 'u1' };
const collectionsOf = (docs: readonly StoredDoc[]) => docs.map((d) => [d.FireId, d.collection]);

/** Spec §3 Log entry: `collection` is where the logged change was made, so `logs` keeps a body's own. */
export function describeOwnCollection(c: Conformance): void {
  describe('log entries keep their own collection', () => {
    it('stores and returns a log body’s collection; without one, a log reads as `logs`', async () => {
      await seedDocs(c, 'logs', {
        l1: { ...entry, collection: 'proyectos' },
        l2: { ...entry, document: 'p2' },
      });
      expect(await c.store.get(c.tenant, 'logs', 'l1')).toEqual({
        ...entry,
        collection: 'proyectos',
        FireId: 'l1',
      });
      expect((await c.store.get(c.tenant, 'logs', 'l2'))?.collection).toBe('logs');
      const listed = await c.store.query(c.tenant, { collection: 'logs', where: [['user', '==', 'u1']] });
      expect(collectionsOf(listed)).toEqual([
        ['l1', 'proyectos'],
        ['l2', 'logs'],
      ]);
      const inside = await c.store.transaction(c.tenant, async (tx) => ({
        one: await tx.get('logs', 'l1'),
        all: await tx.query({ collection: 'logs' }),
      }));
      expect(inside.one?.collection).toBe('proyectos');
      expect(collectionsOf(inside.all)).toEqual([
        ['l1', 'proyectos'],
        ['l2', 'logs'],
      ]);
    });

    it('keeps it through a merge that does not name it, and a merge may change it', async () => {
      await seedDocs(c, 'logs', { l1: { ...entry, collection: 'diarios' } });
      await c.store.transaction(c.tenant, (tx) => tx.merge('logs', 'l1', { action: 'modification' }));
      expect(await c.store.get(c.tenant, 'logs', 'l1')).toMatchObject({
        action: 'modification',
        collection: 'diarios',
      });
      await c.store.transaction(c.tenant, (tx) => tx.merge('logs', 'l1', { collection: 'proyectos' }));
      expect((await c.store.get(c.tenant, 'logs', 'l1'))?.collection).toBe('proyectos');
    });

    it('delivers it to watchers, in the snapshot and in changes', async () => {
      await seedDocs(c, 'logs', { l1: { ...entry, collection: 'proyectos' } });
      const w = watchInto(c, { collection: 'logs', where: [['user', '==', 'u1']] });
      const first = await w.next();
      expect(first.kind === 'snapshot' && collectionsOf(first.docs)).toEqual([['l1', 'proyectos']]);
      await c.store.transaction(c.tenant, (tx) => tx.set('logs', 'l2', { ...entry, collection: 'diarios' }));
      const next = await w.next();
      expect(next.kind === 'changes' && next.changes.map((ch) => [ch.type, ch.doc.collection])).toEqual([
        ['added', 'diarios'],
      ]);
      w.stop();
    });

    it('still derives `collection` from the path in every other collection', async () => {
      await seedDocs(c, 'rooms', { r: { collection: 'proyectos', n: 1 } });
      expect(await c.store.get(c.tenant, 'rooms', 'r')).toEqual({ n: 1, FireId: 'r', collection: 'rooms' });
    });
  });
}
