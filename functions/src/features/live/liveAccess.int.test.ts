import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Changes,
  changed,
  develop,
  type LiveTestServer,
  resumesWithChanges,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
});
afterAll(() => s.close());

const finished = { collection: 'proyectos', where: [['Estado', '==', 'Terminado']] };

describe('who may use a stream', () => {
  it('plans every stream for its own caller and tenant, whatever cursors it brings', async () => {
    const admin = await s.open('admin', [{ id: 'sub-1', query: { collection: 'incidencias' } }]);
    await admin.nextData('ready');
    const all = await admin.nextData<Snapshot>('snapshot');
    // A client reopening with the admin's cursor still gets only their own incidencias, from scratch.
    const client = await s.open('client', [
      { id: 'sub-1', query: { collection: 'incidencias' }, cursor: admin.cursors()['sub-1'] },
    ]);
    await client.nextData('ready');
    const mine = await client.nextData<Snapshot>('snapshot');
    expect(mine.docs.length).toBeLessThan(all.docs.length);
    for (const doc of mine.docs) expect(doc.owners).toContain('c-client');
    // Another tenant's stream reads its own company only.
    const other = await s.open('developAdmin', [{ id: 'x', query: { collection: 'colors' } }], {
      host: develop,
    });
    await other.nextData('ready');
    expect(await other.nextData('snapshot')).toMatchObject({ sub: 'x' });
    const inDemo = await s.open('developAdmin', [{ id: 'x', query: finished }]);
    await inDemo.nextData('ready');
    expect(await inDemo.nextData('sub-error')).toMatchObject({ sub: 'x', error: 'unauthenticated' });
  });

  it('opens a stream with a stream token instead of the cookie', async () => {
    const issued = await s.post('admin', '/api/live/token');
    expect(issued.status).toBe(200);
    const { token, expiresIn } = issued.body as { token: string; expiresIn: number };
    expect(expiresIn).toBeGreaterThan(0);
    const client = await s.open('nobody', [{ id: 'sub-1', query: { collection: 'logs' } }], { token });
    expect(client.status).toBe(200);
    expect(await client.nextData('ready')).toEqual({});
    // The token's caller (an admin) may read logs, which a visitor may not.
    expect((await client.next()).event).toBe('snapshot');
    const forged = await s.open('nobody', [{ id: 'sub-1', query: finished }], { token: 'forged.token' });
    expect(forged.status).toBe(401);
    const elsewhere = await s.open('nobody', [{ id: 'sub-1', query: finished }], { token, host: develop });
    expect(elsewhere.status).toBe(401);
    // A visitor's token opens a visitor's stream: logs stay refused.
    const visitor = await s.post('nobody', '/api/live/token');
    expect(visitor.status).toBe(200);
    const asVisitor = await s.open('nobody', [{ id: 'sub-1', query: { collection: 'logs' } }], {
      token: (visitor.body as { token: string }).token,
    });
    await asVisitor.nextData('ready');
    expect(await asVisitor.nextData('sub-error')).toMatchObject({ sub: 'sub-1', error: 'unauthenticated' });
  });

  it('lets a signed-out visitor watch public widgets only', async () => {
    const client = await s.open('nobody', [
      { id: 'w', query: { collection: 'widgets' } },
      { id: 'p', query: { collection: 'proyectos' } },
    ]);
    await client.nextData('ready');
    const first = await client.next();
    const second = await client.next();
    const byEvent = Object.fromEntries([first, second].map((e) => [e.event, JSON.parse(e.data)]));
    expect(new Set((byEvent.snapshot as Snapshot).docs.map((d) => d.place))).toEqual(new Set(['public']));
    expect(byEvent['sub-error']).toMatchObject({ sub: 'p', error: 'unauthenticated' });
  });

  it('keeps the owner filter on the changes a resumed stream sends', async () => {
    const first = await s.open('client', [{ id: 'mine', query: { collection: 'incidencias' } }]);
    await first.nextData('ready');
    await first.nextData('snapshot');
    const cursor = first.cursors().mine;
    first.close();
    await s.write('incidencias', 'i-away-other', { Name: 'Ajena', owners: ['c-cliente-02'] });
    await s.write('incidencias', 'i-away-mine', { Name: 'Mía', owners: ['c-client'] });
    const second = await s.open('client', [{ id: 'mine', query: { collection: 'incidencias' }, cursor }]);
    await second.nextData('ready');
    if (resumesWithChanges(s.t))
      expect(changed((await second.nextData<Changes>('changes')).changes)).toEqual(['added i-away-mine']);
    else {
      const again = await second.nextData<Snapshot>('snapshot');
      expect(again.docs.map((d) => d.FireId)).toContain('i-away-mine');
      for (const doc of again.docs) expect(doc.owners).toContain('c-client');
    }
  });
});
