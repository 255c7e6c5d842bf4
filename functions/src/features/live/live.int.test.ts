import { randomUUID } from 'node:crypto';
import { maxLiveSubscriptions } from '@colmena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Changes,
  changed,
  type LiveTestServer,
  openWatches,
  resumesWithChanges,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';
import { httpJson } from '../../testing/sseTestClient';

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
});
afterAll(() => s.close());

const finished = { collection: 'proyectos', where: [['Estado', '==', 'Terminado']] };

describe('POST /api/live', () => {
  it('sends ready, a snapshot per subscription, then the changes of each commit', async () => {
    const client = await s.open('employee', [{ id: 'sub-1', query: finished }]);
    expect(client.status).toBe(200);
    expect(await client.nextData('ready')).toEqual({});
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(snapshot.sub).toBe('sub-1');
    expect(snapshot.cursor).toMatch(/^[A-Za-z0-9_-]{59}$/);
    expect(snapshot.docs.length).toBeGreaterThan(0);
    for (const doc of snapshot.docs)
      expect(doc).toMatchObject({ Estado: 'Terminado', collection: 'proyectos' });

    await s.write('proyectos', 'p-live-1', { Name: 'Nuevo', Estado: 'Terminado' });
    const changes = await client.nextData<Changes>('changes');
    expect(changed(changes.changes)).toEqual(['added p-live-1']);
    expect(changes.changes[0]?.doc).toMatchObject({
      FireId: 'p-live-1',
      collection: 'proyectos',
      Name: 'Nuevo',
    });
  });

  it('changing subscriptions is a new stream: the kept one resumes, the dropped one is gone', async () => {
    const first = await s.open('employee', [
      { id: 'gone', query: finished },
      { id: 'kept', query: finished },
    ]);
    await first.nextData('ready');
    await first.nextData('snapshot');
    await first.nextData('snapshot');
    const { kept } = first.cursors();
    const second = await s.open('employee', [{ id: 'kept', query: finished, cursor: kept }]);
    await second.nextData('ready');
    first.close();
    if (resumesWithChanges(s.t))
      expect(await second.nextData<Changes>('changes')).toMatchObject({ sub: 'kept', changes: [] });
    else expect(await second.nextData<Snapshot>('snapshot')).toMatchObject({ sub: 'kept' });
    await s.write('proyectos', 'p-live-2', { Name: 'Otro', Estado: 'Terminado' });
    expect((await second.nextData<Changes>('changes')).sub).toBe('kept');
    await s.write('proyectos', 'p-live-3', { Name: 'Otro más', Estado: 'Terminado' });
    expect((await second.nextData<Changes>('changes')).sub).toBe('kept');
    await first.ended;
    expect(first.events.filter((e) => e.event === 'changes')).toEqual([]);
  });

  it('resumes a reopened stream from its cursors: no loss, no duplicates', async () => {
    const first = await s.open('employee', [{ id: 'sub-1', query: finished }]);
    await first.nextData('ready');
    await first.nextData('snapshot');
    const cursors = first.cursors();
    first.close();
    await s.write('proyectos', 'p-away-1', { Name: 'Mientras', Estado: 'Terminado' });
    await s.write('proyectos', 'p-away-2', { Name: 'Fuera', Estado: 'Terminado' });

    const second = await s.open('employee', [{ id: 'sub-1', query: finished, cursor: cursors['sub-1'] }]);
    expect(await second.nextData('ready')).toEqual({});
    const seen: string[] = [];
    if (!resumesWithChanges(s.t)) {
      // No change log (Firestore): the subscription starts over, with what was written meanwhile.
      const snapshot = await second.nextData<Snapshot>('snapshot');
      const ids = snapshot.docs.map((d) => d.FireId);
      seen.push(...['p-away-1', 'p-away-2'].filter((id) => ids.includes(id)).map((id) => `added ${id}`));
    }
    await s.write('proyectos', 'p-back-1', { Name: 'De vuelta', Estado: 'Terminado' });
    while (!seen.includes('added p-back-1')) {
      const event = await second.next();
      expect(event.event).toBe('changes');
      seen.push(...changed((JSON.parse(event.data) as Changes).changes));
    }
    expect(seen.sort()).toEqual(['added p-away-1', 'added p-away-2', 'added p-back-1']);
  });

  it('shows a client only their own incidencias, live too', async () => {
    const client = await s.open('client', [{ id: 'mine', query: { collection: 'incidencias' } }]);
    await client.nextData('ready');
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(snapshot.docs.length).toBeGreaterThan(0);
    for (const doc of snapshot.docs) expect(doc.owners).toContain('c-client');
    await s.write('incidencias', 'i-live-other', { Name: 'Ajena', owners: ['c-cliente-02'] });
    await s.write('incidencias', 'i-live-mine', { Name: 'Mía', owners: ['c-client'] });
    expect(changed((await client.nextData<Changes>('changes')).changes)).toEqual(['added i-live-mine']);
  });

  it('answers each subscription’s error as its sub-error, and serves the others', async () => {
    const needsIndex = {
      collection: 'proyectos',
      where: [['Estado', '==', 'x']],
      orderBy: ['Presupuesto', 'asc'],
    };
    const client = await s.open('employee', [
      { id: 'sub-1', query: needsIndex },
      { id: 'sub-2', query: { collection: 'logs' } },
      { id: 'sub-3', query: { collection: 'proyectos', limit: 0 } },
      { id: 'sub-4', query: finished },
    ]);
    expect(client.status).toBe(200);
    await client.nextData('ready');
    const got = new Map<string, unknown>();
    while (got.size < 4) {
      const event = await client.next();
      const data = JSON.parse(event.data) as { sub: string };
      got.set(data.sub, event.event === 'sub-error' ? data : event.event);
    }
    expect(got.get('sub-1')).toEqual({
      sub: 'sub-1',
      error: 'query_requires_index',
      message: 'This query requires an index!!!',
    });
    expect(got.get('sub-2')).toMatchObject({ error: 'forbidden' });
    expect(got.get('sub-3')).toMatchObject({ error: 'bad_request' });
    expect(got.get('sub-4')).toBe('snapshot');
  });

  it('refuses a malformed request before any stream opens', async () => {
    const post = (body: unknown) =>
      httpJson(s.port, 'demo.localhost:8080', '/api/live', { method: 'POST', body, headers: {} });
    for (const body of [
      {},
      { subs: [] },
      { subs: [{ id: 'a b', query: finished }] },
      { subs: [{ id: 'a', query: finished, cursor: 'no spaces allowed' }] },
      {
        subs: [
          { id: 'a', query: finished },
          { id: 'a', query: finished },
        ],
      },
      { subs: [{ id: 'a', query: finished }], extra: 1 },
      [],
    ]) {
      expect(await post(body)).toMatchObject({ status: 400, body: { error: 'bad_request' } });
    }
    const tooMany = Array.from({ length: maxLiveSubscriptions + 1 }, (_, i) => ({
      id: `s${i}`,
      query: finished,
    }));
    expect((await post({ subs: tooMany })).status).toBe(429);
    // The old protocol is gone: no stream id, no subscribe POST.
    expect((await httpJson(s.port, 'demo.localhost:8080', `/api/live?stream=${randomUUID()}`)).status).toBe(
      404,
    );
    expect(
      (await s.post('employee', `/api/live/${randomUUID()}`, { op: 'subscribe', sub: 'x', query: finished }))
        .status,
    ).toBe(404);
  });

  it('frees the stream’s watches as soon as the client goes away', async () => {
    const before = openWatches(s.t);
    const client = await s.open('employee', [
      { id: 'a', query: { collection: 'proyectos', where: [['Name', '==', 'solo-esta']] } },
    ]);
    await client.nextData('ready');
    await client.nextData('snapshot');
    expect(openWatches(s.t)).toBe(before + 1);
    client.close();
    const deadline = Date.now() + 2000;
    while (openWatches(s.t) > before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(openWatches(s.t)).toBe(before);
  });
});

describe('commands and the stream', () => {
  it('delivers a document.create command to a subscription as an added document', async () => {
    const client = await s.open('employee', [{ id: 'sub-1', query: finished }]);
    await client.nextData('ready');
    await client.nextData('snapshot');
    const command = {
      id: randomUUID(),
      type: 'document.create',
      payload: {
        collection: 'proyectos',
        docId: 'p-by-command',
        data: { Name: 'Por comando', Estado: 'Terminado' },
      },
    };
    const outcome = await s.post('employee', '/api/commands', command);
    expect(outcome.body).toMatchObject({ status: 'applied' });
    const changes = await client.nextData<Changes>('changes');
    expect(changed(changes.changes)).toEqual(['added p-by-command']);
  });
});
