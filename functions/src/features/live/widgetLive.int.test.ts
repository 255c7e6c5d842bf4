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
  await s.write('widgets', 'w-live-journals', {
    place: 'project',
    keyOfCollection: 'proyectos',
    querysArray: [
      { collection: 'diarios', filters: [{ field: 'ProjectId', condition: '==', dataType: 'dataid' }] },
    ],
  });
  await s.write('widgets', 'w-live-issues', {
    place: 'company',
    keyOfCollection: 'incidencias',
    querysArray: [{ collection: 'data' }],
  });
});
afterAll(() => s.close());

describe('live subscriptions to a widget query', () => {
  it('takes the POST /api/query widget body: snapshot of the resolved query, then its changes', async () => {
    const stream = randomUUID();
    const client = await s.open('employee', stream);
    await client.nextData('ready');
    const body = { widgetId: 'w-live-journals', documentId: 'p-002' };
    expect((await s.subscribe('employee', stream, 'journals', body)).status).toBe(200);
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(snapshot.docs.length).toBeGreaterThan(0);
    for (const doc of snapshot.docs) expect(doc).toMatchObject({ collection: 'diarios', ProjectId: 'p-002' });

    await s.write('diarios', 'd-live-other', { ProjectId: 'p-003', Name: 'Otra obra' });
    await s.write('diarios', 'd-live-mine', { ProjectId: 'p-002', Name: 'Esta obra' });
    expect(changed((await client.nextData<Changes>('changes')).changes)).toEqual(['added d-live-mine']);
  });

  it('keeps the owner filter on a widget query', async () => {
    const stream = randomUUID();
    const client = await s.open('client', stream);
    await client.nextData('ready');
    expect((await s.subscribe('client', stream, 'issues', { widgetId: 'w-live-issues' })).status).toBe(200);
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(snapshot.docs.length).toBeGreaterThan(0);
    for (const doc of snapshot.docs) expect(doc.owners).toContain('c-client');
    await s.write('incidencias', 'i-w-other', { Name: 'Ajena', owners: ['c-cliente-02'] });
    await s.write('incidencias', 'i-w-mine', { Name: 'Mía', owners: ['c-client'] });
    expect(changed((await client.nextData<Changes>('changes')).changes)).toEqual(['added i-w-mine']);
  });

  it('answers a widget query that cannot run on the POST, as POST /api/query does', async () => {
    const stream = randomUUID();
    const client = await s.open('employee', stream);
    await client.nextData('ready');
    expect(await s.subscribe('employee', stream, 'a', { widgetId: 'w-live-journals' })).toEqual({
      status: 400,
      body: { error: 'value_undefined', message: 'One of the values is undefined!!!' },
    });
    expect((await s.subscribe('employee', stream, 'b', { widgetId: 'w-nope' })).status).toBe(404);
  });
});
