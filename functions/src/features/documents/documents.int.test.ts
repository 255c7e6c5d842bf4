import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

const demo = 'demo.localhost:8080';
const develop = 'develop.localhost:8080';
let app: TestApp;
let admin: string;
let client: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn(demo, 'admin@demo.test');
  client = await app.signIn(demo, 'client@demo.test');
});
afterAll(() => app.close());

const post = (host: string, json: unknown, cookie?: string) =>
  app.request(host, '/api/commands', { method: 'POST', json, headers: cookie ? { cookie } : {} });

describe('POST /api/commands', () => {
  it('applies a create for the signed-in actor, in the host tenant (never the body one)', async () => {
    const command = {
      id: 'http-1',
      type: 'document.create',
      payload: { collection: 'proyectos', data: { Name: 'Nuevo' } },
      tenant: 'develop',
    };
    const res = await post(demo, command, admin);
    expect(res.status).toBe(200);
    const outcome = (await res.json()) as { result: { docId: string } };
    expect(outcome).toEqual({ id: 'http-1', status: 'applied', result: { docId: expect.any(String) } });
    const doc = await app.deps.store.get('demo', 'proyectos', outcome.result.docId);
    expect(doc).toMatchObject({ Name: 'Nuevo', CreatedAt: '2026-02-01T10:00:00.000Z', JournalsCount: 0 });
    expect(await app.deps.store.get('develop', 'proyectos', outcome.result.docId)).toBeNull();
    expect(await app.deps.store.get('demo', 'commands', 'http-1')).toMatchObject({
      status: 'applied',
      seq: 1,
      actor: { uid: 'u-admin', contactId: 'c-admin', lvl: 100 },
    });
    expect(await app.deps.store.get('demo', 'logs', 'http-1')).toMatchObject({
      action: 'create',
      user: 'u-admin',
      collection: 'proyectos',
    });
  });

  it('logs the collection the change was made in, as the logs screen reads it (POST /api/query)', async () => {
    // A Name: the demo's diarios declare it required.
    const command = {
      id: 'http-log',
      type: 'document.create',
      payload: { collection: 'diarios', data: { Name: 'Diario del registro' } },
    };
    const { result } = (await (await post(demo, command, admin)).json()) as { result: { docId: string } };
    const res = await app.request(demo, '/api/query', {
      method: 'POST',
      headers: { cookie: admin },
      json: { collection: 'logs', where: [['document', '==', result.docId]], orderBy: ['date', 'desc'] },
    });
    expect(res.status).toBe(200);
    const { docs } = (await res.json()) as { docs: { FireId: string; collection: string }[] };
    expect(docs.map((d) => [d.FireId, d.collection])).toEqual([['http-log', 'diarios']]);
  });

  it('a retry with the same id answers the same outcome', async () => {
    const command = {
      id: 'http-2',
      type: 'document.create',
      payload: { collection: 'proyectos', data: { Name: 'Reintento' } },
    };
    const first = await (await post(demo, command, admin)).json();
    const again = await (await post(demo, command, admin)).json();
    expect(again).toEqual(first);
  });

  it('a rejection is a 200 with the catalogue code and English text', async () => {
    const res = await post(
      demo,
      { id: 'http-3', type: 'document.delete', payload: { collection: 'proyectos', docId: 'nope' } },
      admin,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: 'http-3',
      status: 'rejected',
      error: 'deletion_error',
      message: 'Deletion error!!!',
    });
  });

  it('a client merges only incidencias they own (owners holds their agenda FireId)', async () => {
    const merge = (id: string, docId: string) =>
      post(
        demo,
        {
          id,
          type: 'document.merge',
          // An Estado the demo declares (i-001 is En revisión, i-002 Abierta).
          payload: { collection: 'incidencias', docId, data: { Estado: 'Resuelta' } },
        },
        client,
      );
    expect(await (await merge('http-4', 'i-001')).json()).toMatchObject({ status: 'applied' });
    expect(await (await merge('http-5', 'i-002')).json()).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    expect(await app.deps.store.get('demo', 'incidencias', 'i-002')).not.toHaveProperty('Estado', 'Resuelta');
  });

  it('a merge removes the fields an edit cleared, keeps the others, and logs what it removed', async () => {
    const created = (await (
      await post(
        demo,
        {
          id: 'http-rm-1',
          type: 'document.create',
          payload: { collection: 'proyectos', data: { Name: 'Quitar', Pagado: false, Estado: 'En curso' } },
        },
        admin,
      )
    ).json()) as { result: { docId: string } };
    const docId = created.result.docId;
    const merge = {
      id: 'http-rm-2',
      type: 'document.merge',
      payload: { collection: 'proyectos', docId, data: { Estado: 'Terminado' }, remove: ['Pagado'] },
    };
    expect(await (await post(demo, merge, admin)).json()).toMatchObject({ status: 'applied' });
    const res = await app.request(demo, '/api/query', {
      method: 'POST',
      headers: { cookie: admin },
      json: { collection: 'proyectos', docId },
    });
    const { docs } = (await res.json()) as { docs: Record<string, unknown>[] };
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ Name: 'Quitar', Estado: 'Terminado', CreatedAt: expect.any(String) });
    expect(docs[0]).not.toHaveProperty('Pagado');
    expect(await app.deps.store.get('demo', 'logs', 'http-rm-2')).toMatchObject({
      action: 'modification',
      modification: { Estado: 'Terminado' },
      removed: ['Pagado'],
    });
    // Writing and removing the same field is a contradiction: refused, nothing changes.
    const both = { ...merge, id: 'http-rm-3', payload: { ...merge.payload, data: { Pagado: true } } };
    expect(await (await post(demo, both, admin)).json()).toMatchObject({
      status: 'rejected',
      error: 'invalid_change',
    });
    expect(await app.deps.store.get('demo', 'proyectos', docId)).not.toHaveProperty('Pagado');
  });

  it.each([
    [
      'no session',
      demo,
      undefined,
      { id: 'x', type: 'document.create', payload: {} },
      401,
      'unauthenticated',
    ],
    [
      'a demo session on develop',
      develop,
      'admin',
      { id: 'x', type: 'document.create', payload: {} },
      401,
      'unauthenticated',
    ],
    [
      'an unknown company',
      'nope.localhost:8080',
      'admin',
      { id: 'x', type: 't', payload: {} },
      404,
      'unknown_company',
    ],
    ['a body that is no envelope', demo, 'admin', { type: 'document.create' }, 400, 'bad_request'],
    [
      'an id with "/"',
      demo,
      'admin',
      { id: 'a/b', type: 'document.create', payload: {} },
      400,
      'bad_request',
    ],
  ])('%s -> %i %s', async (_case, host, who, body, status, error) => {
    const res = await post(host, body, who ? admin : undefined);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
  });

  it('a body that is not JSON is a 400', async () => {
    const res = await app.request(demo, '/api/commands', {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
  });
});
