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

const finished = { collection: 'proyectos', where: [['Estado', '==', 'Terminado']] };

describe('GET /api/live and POST /api/live/<stream>', () => {
  it('sends ready, a snapshot per subscription, then the changes of each commit', async () => {
    const stream = randomUUID();
    const client = await s.open('employee', stream);
    expect(client.status).toBe(200);
    expect(await client.nextData('ready')).toEqual({ stream, resumed: false });
    expect(await s.subscribe('employee', stream, 'sub-1', finished)).toEqual({
      status: 200,
      body: { ok: true },
    });
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(snapshot.sub).toBe('sub-1');
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

  it('stops a subscription on unsubscribe', async () => {
    const stream = randomUUID();
    const client = await s.open('employee', stream);
    await client.nextData('ready');
    await s.subscribe('employee', stream, 'gone', finished);
    await s.subscribe('employee', stream, 'kept', finished);
    await client.nextData('snapshot');
    await client.nextData('snapshot');
    expect((await s.post('employee', `/api/live/${stream}`, { op: 'unsubscribe', sub: 'gone' })).status).toBe(
      200,
    );
    await s.write('proyectos', 'p-live-2', { Name: 'Otro', Estado: 'Terminado' });
    expect((await client.nextData<Changes>('changes')).sub).toBe('kept');
    await s.write('proyectos', 'p-live-3', { Name: 'Otro más', Estado: 'Terminado' });
    expect((await client.nextData<Changes>('changes')).sub).toBe('kept');
  });

  it('resumes after a reconnect with Last-Event-ID: no loss, no duplicates', async () => {
    const stream = randomUUID();
    const first = await s.open('employee', stream);
    await first.nextData('ready');
    await s.subscribe('employee', stream, 'sub-1', finished);
    await first.nextData('snapshot');
    const lastEventId = first.lastEventId ?? '';
    first.close();
    await s.write('proyectos', 'p-away-1', { Name: 'Mientras', Estado: 'Terminado' });
    await s.write('proyectos', 'p-away-2', { Name: 'Fuera', Estado: 'Terminado' });

    const second = await s.open('employee', stream, { 'last-event-id': lastEventId });
    expect(await second.nextData('ready')).toEqual({ stream, resumed: true });
    await s.write('proyectos', 'p-back-1', { Name: 'De vuelta', Estado: 'Terminado' });
    const seen: string[] = [];
    while (!seen.includes('added p-back-1')) {
      const event = await second.next();
      expect(event.event).toBe('changes');
      seen.push(...changed((JSON.parse(event.data) as Changes).changes));
    }
    expect(seen.sort()).toEqual(['added p-away-1', 'added p-away-2', 'added p-back-1']);
  });

  it('shows a client only their own incidencias, live too', async () => {
    const stream = randomUUID();
    const client = await s.open('client', stream);
    await client.nextData('ready');
    await s.subscribe('client', stream, 'mine', { collection: 'incidencias' });
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(snapshot.docs.length).toBeGreaterThan(0);
    for (const doc of snapshot.docs) expect(doc.owners).toContain('c-client');
    await s.write('incidencias', 'i-live-other', { Name: 'Ajena', owners: ['c-cliente-02'] });
    await s.write('incidencias', 'i-live-mine', { Name: 'Mía', owners: ['c-client'] });
    expect(changed((await client.nextData<Changes>('changes')).changes)).toEqual(['added i-live-mine']);
  });

  it('answers subscription errors on the POST', async () => {
    const stream = randomUUID();
    const client = await s.open('employee', stream);
    await client.nextData('ready');
    const needsIndex = {
      collection: 'proyectos',
      where: [['Estado', '==', 'x']],
      orderBy: ['Presupuesto', 'asc'],
    };
    expect(await s.subscribe('employee', stream, 'sub-1', needsIndex)).toEqual({
      status: 400,
      body: { error: 'query_requires_index', message: 'This query requires an index!!!' },
    });
    expect((await s.subscribe('employee', stream, 'sub-2', { collection: 'logs' })).status).toBe(403);
    expect(
      (await s.subscribe('employee', stream, 'sub-3', { collection: 'proyectos', limit: 0 })).status,
    ).toBe(400);
    expect((await s.post('employee', `/api/live/${stream}`, { op: 'nope' })).status).toBe(400);
    expect((await s.subscribe('employee', randomUUID(), 'sub-4', finished)).status).toBe(404);
  });
});

describe('commands and the stream', () => {
  it('delivers a document.create command to a subscription as an added document', async () => {
    const stream = randomUUID();
    const client = await s.open('employee', stream);
    await client.nextData('ready');
    await s.subscribe('employee', stream, 'sub-1', finished);
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
