import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Changes,
  changed,
  type LiveTestServer,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
});
afterAll(() => s.close());

const send = async (who: string, type: string, payload: unknown) =>
  (await s.post(who, '/api/commands', { id: randomUUID(), type, payload })).body as {
    status: string;
    error?: string;
    result?: Record<string, unknown>;
  };

const query = async (who: string, body: unknown) => s.post(who, '/api/query', body);

describe('the trash over HTTP and the live stream (issue 12)', () => {
  it('a delete and its restore reach another open page live, and the restore is the delete undone', async () => {
    // An Estado the demo's proyectos declare, and a field they do not (kept as it is).
    const data = { Name: 'Papelera en vivo', Estado: 'En curso', Precio: 30 };
    expect(
      await send('admin', 'document.create', { collection: 'proyectos', docId: 'p-trash-live', data }),
    ).toMatchObject({
      status: 'applied',
    });
    const original = (await query('employee', { collection: 'proyectos', docId: 'p-trash-live' })).body as {
      docs: Record<string, unknown>[];
    };
    const page = await s.open('employee', [
      { id: 'trash', query: { collection: 'proyectosDeleted', where: [['Name', '==', data.Name]] } },
      { id: 'list', query: { collection: 'proyectos', where: [['Name', '==', data.Name]] } },
    ]);
    await page.nextData('ready');
    const snapshots = [await page.nextData<Snapshot>('snapshot'), await page.nextData<Snapshot>('snapshot')];
    const bySub = Object.fromEntries(snapshots.map((snapshot) => [snapshot.sub, snapshot.docs.length]));
    expect(bySub).toEqual({ trash: 0, list: 1 });

    expect(
      await send('admin', 'document.delete', { collection: 'proyectos', docId: 'p-trash-live' }),
    ).toMatchObject({
      status: 'applied',
    });
    const seen = new Map<string, string[]>();
    while ((seen.get('trash')?.length ?? 0) + (seen.get('list')?.length ?? 0) < 2) {
      const event = await page.nextData<Changes>('changes');
      seen.set(event.sub, [...(seen.get(event.sub) ?? []), ...changed(event.changes)]);
    }
    expect(Object.fromEntries(seen)).toEqual({
      trash: ['added p-trash-live'],
      list: ['removed p-trash-live'],
    });

    const trash = (await query('employee', { collection: 'proyectosDeleted', docId: 'p-trash-live' }))
      .body as {
      docs: Record<string, unknown>[];
    };
    expect(trash.docs[0]).toMatchObject({ ...data, deletedBy: 'u-admin', deletedAt: expect.any(String) });

    // The employee (delete level 0) restores what the admin deleted.
    expect(
      await send('employee', 'document.restore', { collection: 'proyectos', docId: 'p-trash-live' }),
    ).toMatchObject({
      status: 'applied',
      result: { docId: 'p-trash-live', Name: data.Name },
    });
    seen.clear();
    while ((seen.get('trash')?.length ?? 0) + (seen.get('list')?.length ?? 0) < 2) {
      const event = await page.nextData<Changes>('changes');
      seen.set(event.sub, [...(seen.get(event.sub) ?? []), ...changed(event.changes)]);
    }
    expect(Object.fromEntries(seen)).toEqual({
      trash: ['removed p-trash-live'],
      list: ['added p-trash-live'],
    });
    const restored = (await query('employee', { collection: 'proyectos', docId: 'p-trash-live' })).body as {
      docs: Record<string, unknown>[];
    };
    expect(restored.docs).toEqual(original.docs);
  });

  it('refuses a client the trash, its restore and emptying it, and changes nothing', async () => {
    await send('admin', 'document.create', {
      collection: 'proyectos',
      docId: 'p-trash-client',
      data: { Name: 'X' },
    });
    await send('admin', 'document.delete', { collection: 'proyectos', docId: 'p-trash-client' });
    expect((await query('client', { collection: 'proyectosDeleted' })).status).toBe(403);
    expect(
      await send('client', 'document.restore', { collection: 'proyectos', docId: 'p-trash-client' }),
    ).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    expect(await send('client', 'trash.empty', { collKey: 'proyectos' })).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    const still = (await query('admin', { collection: 'proyectosDeleted', docId: 'p-trash-client' }))
      .body as {
      docs: unknown[];
    };
    expect(still.docs).toHaveLength(1);
  });
});
