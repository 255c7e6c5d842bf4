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

const idsOf = (docs: { FireId: string }[]) => docs.map((doc) => doc.FireId);

async function snapshotOf(who: string, query: unknown) {
  const client = await s.open(who, [{ id: 'doc', query }]);
  await client.nextData('ready');
  return { client, snapshot: await client.nextData<Snapshot>('snapshot') };
}

describe('a document by id (docId), live', () => {
  it('sends only that document, then only its changes', async () => {
    const { client, snapshot } = await snapshotOf('admin', { collection: 'proyectos', docId: 'p-002' });
    expect(idsOf(snapshot.docs)).toEqual(['p-002']);

    await s.write('proyectos', 'p-doc-other', { Name: 'Otro', Estado: 'Presupuesto' });
    await s.t.deps.store.transaction('demo', (tx) => tx.merge('proyectos', 'p-002', { Estado: 'Revisado' }));
    const changes = await client.nextData<Changes>('changes');
    expect(changed(changes.changes)).toEqual(['modified p-002']);
    expect(changes.changes[0]?.doc).toMatchObject({ Estado: 'Revisado' });
  });

  it('finds a document the list order would put beyond any page or limit', async () => {
    // "zzz…" sorts after every seeded Name: a list limited by Name would leave it out.
    await s.write('proyectos', 'p-doc-last', { Name: 'zzz último', Estado: 'Presupuesto' });
    const { snapshot } = await snapshotOf('employee', {
      collection: 'proyectos',
      orderBy: ['Name', 'asc'],
      limit: 1,
      docId: 'p-doc-last',
    });
    expect(idsOf(snapshot.docs)).toEqual(['p-doc-last']);
  });

  it('keeps the owner filter: a client gets their incidencia and nothing of others', async () => {
    expect(
      idsOf((await snapshotOf('client', { collection: 'incidencias', docId: 'i-001' })).snapshot.docs),
    ).toEqual(['i-001']);
    expect((await snapshotOf('client', { collection: 'incidencias', docId: 'i-002' })).snapshot.docs).toEqual(
      [],
    );
  });

  it('reads a journal through its owned project, and refuses one of a project not owned', async () => {
    const own = { collection: 'seguimientos', where: [['ProjectId', '==', 'i-004']], docId: 's-004-1' };
    expect(idsOf((await snapshotOf('client', own)).snapshot.docs)).toEqual(['s-004-1']);
    const other = { collection: 'seguimientos', where: [['ProjectId', '==', 'i-003']], docId: 's-003-1' };
    const client = await s.open('client', [{ id: 'other', query: other }]);
    await client.nextData('ready');
    expect(await client.nextData('sub-error')).toMatchObject({ sub: 'other', error: 'forbidden' });
  });

  it('answers POST /api/query the same way', async () => {
    const answer = await s.post('admin', '/api/query', { collection: 'proyectos', docId: 'p-003' });
    expect(answer.status).toBe(200);
    expect(idsOf((answer.body as { docs: { FireId: string }[] }).docs)).toEqual(['p-003']);
  });

  it('refuses an id that cannot be a document id', async () => {
    const answer = await s.post('admin', '/api/query', { collection: 'proyectos', docId: 'a/b' });
    expect(answer.status).toBe(400);
  });
});
