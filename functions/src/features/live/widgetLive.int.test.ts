import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Changes,
  changed,
  type LiveTestServer,
  resumesWithChanges,
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
    const body = { widgetId: 'w-live-journals', documentId: 'p-002' };
    const client = await s.open('employee', [{ id: 'journals', query: body }]);
    await client.nextData('ready');
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(snapshot.docs.length).toBeGreaterThan(0);
    for (const doc of snapshot.docs) expect(doc).toMatchObject({ collection: 'diarios', ProjectId: 'p-002' });

    await s.write('diarios', 'd-live-other', { ProjectId: 'p-003', Name: 'Otra obra' });
    await s.write('diarios', 'd-live-mine', { ProjectId: 'p-002', Name: 'Esta obra' });
    expect(changed((await client.nextData<Changes>('changes')).changes)).toEqual(['added d-live-mine']);
  });

  it('keeps the owner filter on a widget query', async () => {
    const client = await s.open('client', [{ id: 'issues', query: { widgetId: 'w-live-issues' } }]);
    await client.nextData('ready');
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(snapshot.docs.length).toBeGreaterThan(0);
    for (const doc of snapshot.docs) expect(doc.owners).toContain('c-client');
    await s.write('incidencias', 'i-w-other', { Name: 'Ajena', owners: ['c-cliente-02'] });
    await s.write('incidencias', 'i-w-mine', { Name: 'Mía', owners: ['c-client'] });
    expect(changed((await client.nextData<Changes>('changes')).changes)).toEqual(['added i-w-mine']);
  });

  it('answers a widget query that cannot run with its sub-error, as POST /api/query does', async () => {
    const client = await s.open('employee', [
      { id: 'a', query: { widgetId: 'w-live-journals' } },
      { id: 'b', query: { widgetId: 'w-nope' } },
    ]);
    await client.nextData('ready');
    expect(await client.nextData('sub-error')).toEqual({
      sub: 'a',
      error: 'value_undefined',
      message: 'One of the values is undefined!!!',
    });
    expect(await client.nextData('sub-error')).toMatchObject({ sub: 'b', error: 'not_found' });
    const answer = await s.post('employee', '/api/query', { widgetId: 'w-nope' });
    expect(answer.status).toBe(404);
  });

  it('resumes a widget subscription from its cursor while its resolved query is the same', async () => {
    const body = { widgetId: 'w-live-journals', documentId: 'p-002' };
    const first = await s.open('employee', [{ id: 'journals', query: body }]);
    await first.nextData('ready');
    await first.nextData('snapshot');
    first.close();
    await s.write('diarios', 'd-away-mine', { ProjectId: 'p-002', Name: 'Mientras' });
    const second = await s.open('employee', [
      { id: 'journals', query: body, cursor: first.cursors().journals },
    ]);
    await second.nextData('ready');
    if (resumesWithChanges(s.t))
      expect(changed((await second.nextData<Changes>('changes')).changes)).toEqual(['added d-away-mine']);
    else
      expect((await second.nextData<Snapshot>('snapshot')).docs.map((d) => d.FireId)).toContain(
        'd-away-mine',
      );
  });
});
