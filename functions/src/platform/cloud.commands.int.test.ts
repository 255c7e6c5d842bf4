import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { type AuthEmulator, startAuthEmulator } from '../testing/authEmulator';
import { openTestFirestore, type TestFirestore } from '../testing/emulatorHarness';
import { type Changes, changed, type Snapshot } from '../testing/liveTestServer';
import { type QueryAnswer, seed } from '../testing/queryTestApp';
import { httpJson, listen, SseTestClient } from '../testing/sseTestClient';
import { demoPassword, fakeWebDist, repoRoot, seedDir } from '../testing/testApp';
import { type CloudPlatform, openCloud } from './cloud';
import { seedDemoData } from './seed/seedDemoData';
import { seedMarkerPath } from './seed/storeSeedMarker';

/**
 * The document commands, POST /api/query and the live stream through the HTTP app over the
 * cloud platform (Firestore: the in-process emulator, or Google's with FIRESTORE_EMULATOR_HOST;
 * accounts: the Firebase Auth emulator): the same outcomes the SQLite tests of
 * features/documents, features/query and features/live expect. Assertions read Firestore
 * directly, so nothing the store adds or hides on read can mask what was written.
 */
const demo = 'demo.localhost:8080';
/** Suffixes the ids the tests choose, so a rerun against a persistent emulator meets no leftovers. */
const tag = randomUUID().slice(0, 8);
let firestore: TestFirestore;
let auth: AuthEmulator;
let platform: CloudPlatform;
let dataDir: string;
let app: ReturnType<typeof createApp>;
const cookies: Record<string, string> = {};
const uids: Record<string, string> = {};

beforeAll(async () => {
  [firestore, auth] = await Promise.all([openTestFirestore(), startAuthEmulator()]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  dataDir = mkdtempSync(join(tmpdir(), 'colmena-cloud-commands-'));
  platform = await openCloud(
    join(dataDir, 'data'),
    { baseDomain: 'localhost', webDist: fakeWebDist(join(dataDir, 'web')), trustedProxyHops: 1 },
    {
      indexesFile: join(repoRoot, 'firestore.indexes.json'),
      firestore: { db: firestore.db, close: async () => undefined },
    },
  );
  // The Auth emulator starts empty: on a persistent Firestore emulator, a marker from an earlier run must not skip the seed.
  await firestore.db
    .doc(`tenants/${seedMarkerPath.tenant}/${seedMarkerPath.collection}/${seedMarkerPath.id}`)
    .delete();
  await seedDemoData({ ...platform.deps, marker: platform.marker }, seedDir);
  app = createApp(platform.deps, {
    live: { frameIdSecret: platform.liveSecret, tokenSecret: platform.liveSecret },
  });
  let address = 10;
  for (const who of ['admin', 'employee', 'client']) {
    const res = await request('/api/auth/login', {
      method: 'POST',
      json: { email: `${who}@demo.test`, password: demoPassword },
      headers: { 'x-forwarded-for': `198.51.100.${address++}` },
    });
    if (res.status !== 200) throw new Error(`sign-in of ${who} failed: ${res.status} ${await res.text()}`);
    cookies[who] = res.headers.get('set-cookie')?.split(';')[0] ?? '';
    uids[who] = (await platform.deps.accounts.findByEmail('demo', `${who}@demo.test`))?.uid ?? '';
  }
}, 120_000);
afterAll(async () => {
  await platform?.close();
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  await Promise.all([firestore?.close(), auth?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

function request(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set('host', demo);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return app.request(`http://${demo}${path}`, { ...init, headers, body });
}

interface Outcome {
  id: string;
  status: 'applied' | 'rejected';
  result?: { docId?: string; [key: string]: unknown };
  error?: string;
  message?: string;
}

/** POST /api/commands as `who`; a fresh command id unless one is given. */
async function run(type: string, payload: unknown, options: { who?: string; id?: string } = {}) {
  const res = await request('/api/commands', {
    method: 'POST',
    json: { id: options.id ?? randomUUID(), type, payload },
    headers: { cookie: cookies[options.who ?? 'admin'] ?? '' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Outcome;
}

async function query(who: string, body: unknown): Promise<QueryAnswer> {
  const res = await request('/api/query', {
    method: 'POST',
    json: body,
    headers: { cookie: cookies[who] ?? '' },
  });
  return { status: res.status, body: (await res.json()) as QueryAnswer['body'] };
}

/** A document's body exactly as Firestore holds it (null when missing). */
async function stored(collection: string, id: string) {
  return (await firestore.db.doc(`tenants/demo/${collection}/${id}`).get()).data() ?? null;
}

/**
 * Every collection a command of these tests could write to: the seeded ones, the fixed ones
 * and their Deleted copies (the in-process emulator cannot list collections).
 */
const seededCollections = readdirSync(join(seedDir, 'tenants', 'demo'))
  .filter((file) => file.endsWith('.json') && file !== 'company.json')
  .map((file) => file.slice(0, -'.json'.length));
const watchedCollections = [
  ...new Set([...seededCollections, 'commands', 'logs', 'meta', 'obras', 'otros']),
].flatMap((collection) => [collection, `${collection}Deleted`]);

/** Every document of those collections and the company, by path, as JSON: a diff of two shows every write. */
async function dump(): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const company = await firestore.db.doc('tenants/demo').get();
  out.set(company.ref.path, JSON.stringify(company.data()));
  const snapshots = await Promise.all(
    watchedCollections.map((collection) => firestore.db.collection(`tenants/demo/${collection}`).get()),
  );
  for (const snapshot of snapshots)
    for (const doc of snapshot.docs) out.set(doc.ref.path, JSON.stringify(doc.data()));
  return out;
}

function written(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}

/** The journals of a project in Firestore, counted there. */
async function journalsOf(projectId: string) {
  const counted = await firestore.db
    .collection('tenants/demo/diarios')
    .where('ProjectId', '==', projectId)
    .count()
    .get();
  return counted.data().count;
}

describe('document commands on Firestore', () => {
  it('document.create with a generated id: document, log entry and command record', async () => {
    const id = randomUUID();
    const outcome = await run(
      'document.create',
      { collection: 'proyectos', data: { Name: 'En la nube' } },
      { id },
    );
    expect(outcome).toEqual({ id, status: 'applied', result: { docId: expect.any(String) } });
    const docId = outcome.result?.docId ?? '';
    expect(await stored('proyectos', docId)).toEqual({
      Name: 'En la nube',
      CreatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      JournalsCount: 0,
    });
    expect(await stored('logs', id)).toEqual({
      date: expect.any(String),
      action: 'create',
      user: uids.admin,
      document: docId,
      collection: 'proyectos',
      key: 'proyectos',
      modification: { Name: 'En la nube' },
      command: id,
    });
    expect(await stored('commands', id)).toMatchObject({
      id,
      type: 'document.create',
      status: 'applied',
      seq: expect.any(Number),
      actor: { uid: uids.admin, contactId: 'c-admin', lvl: 100 },
      result: { docId },
      ids: [docId],
    });
  });

  it('document.create with a docId keeps it; FireId and collection are not stored; a taken id is refused', async () => {
    const docId = `p-cloud-id-${tag}`;
    const data = { Name: 'Con id', CreatedAt: '2020-01-01T00:00:00.000Z', FireId: 'x', collection: 'y' };
    expect(await run('document.create', { collection: 'proyectos', docId, data })).toMatchObject({
      status: 'applied',
      result: { docId },
    });
    expect(await stored('proyectos', docId)).toEqual({
      Name: 'Con id',
      CreatedAt: '2020-01-01T00:00:00.000Z',
      JournalsCount: 0,
    });

    const before = await dump();
    const id = randomUUID();
    const again = await run('document.create', { collection: 'proyectos', docId, data: {} }, { id });
    expect(again).toMatchObject({ status: 'rejected', error: 'error_creating_document' });
    expect(written(before, await dump())).toEqual([`tenants/demo/commands/${id}`]);
  });

  it('document.merge merges (maps key by key) and logs a modification', async () => {
    const docId = `p-cloud-merge-${tag}`;
    await run('document.create', {
      collection: 'proyectos',
      docId,
      data: { Name: 'Antes', Datos: { a: 1, b: 2 }, Fotos: ['x', 'y'] },
    });
    const id = randomUUID();
    const data = { Estado: 'En curso', Datos: { b: 3, Habitación: 'Baño' }, Fotos: ['z'] };
    expect(await run('document.merge', { collection: 'proyectos', docId, data }, { id })).toEqual({
      id,
      status: 'applied',
      result: { docId },
    });
    expect(await stored('proyectos', docId)).toEqual({
      Name: 'Antes',
      Estado: 'En curso',
      Datos: { a: 1, b: 3, Habitación: 'Baño' },
      Fotos: ['z'],
      CreatedAt: expect.any(String),
      JournalsCount: 0,
    });
    expect(await stored('logs', id)).toMatchObject({
      action: 'modification',
      document: docId,
      collection: 'proyectos',
      modification: data,
    });
  });

  it('document.replace makes the document exactly its data (plus its journal count) and logs a replacement', async () => {
    const docId = `p-cloud-replace-${tag}`;
    await run('document.create', { collection: 'proyectos', docId, data: { Name: 'A', Old: 1 } });
    const id = randomUUID();
    const outcome = await run(
      'document.replace',
      { collection: 'proyectos', docId, data: { Name: 'B' } },
      { id },
    );
    expect(outcome).toMatchObject({ status: 'applied', result: { docId } });
    expect(await stored('proyectos', docId)).toEqual({ Name: 'B', JournalsCount: 0 });
    expect(await stored('logs', id)).toMatchObject({
      action: 'replacement',
      document: docId,
      modification: { Name: 'B' },
    });
  });

  it('document.delete copies to {collection}Deleted with deletedBy and removes the original', async () => {
    const docId = `p-cloud-del-${tag}`;
    await run('document.create', { collection: 'proyectos', docId, data: { Name: 'Borrar' } });
    const id = randomUUID();
    const outcome = await run(
      'document.delete',
      { collection: 'proyectos', docId },
      {
        id,
        who: 'employee',
      },
    );
    expect(outcome).toMatchObject({
      status: 'applied',
      result: { docId, collection: 'proyectosDeleted' },
    });
    expect(await stored('proyectos', docId)).toBeNull();
    expect(await stored('proyectosDeleted', docId)).toEqual({
      Name: 'Borrar',
      CreatedAt: expect.any(String),
      JournalsCount: 0,
      deletedBy: uids.employee,
    });
    expect(await stored('logs', id)).toMatchObject({
      action: 'delete',
      user: uids.employee,
      document: docId,
      collection: 'proyectos',
      key: 'proyectos',
    });
  });

  it('document.move copies with movedBy, removes the original and logs the target', async () => {
    const docId = `p-cloud-move-${tag}`;
    await run('document.create', { collection: 'proyectos', docId, data: { Name: 'Mover' } });
    const id = randomUUID();
    const outcome = await run('document.move', { collection: 'proyectos', docId, to: 'obras' }, { id });
    expect(outcome).toMatchObject({ status: 'applied', result: { docId, collection: 'obras' } });
    expect(await stored('proyectos', docId)).toBeNull();
    expect(await stored('obras', docId)).toMatchObject({ Name: 'Mover', movedBy: uids.admin });
    expect(await stored('logs', id)).toMatchObject({
      action: 'move to another colection',
      document: docId,
      collection: 'proyectos',
      modification: { to: 'obras' },
    });
  });

  it('project.deleteData moves the project and its journals to the Deleted backups', async () => {
    const [project, d1, d2] = [`p-cloud-data-${tag}`, `d-cloud-data-1-${tag}`, `d-cloud-data-2-${tag}`];
    await run('document.create', { collection: 'proyectos', docId: project, data: { Name: 'Datos' } });
    for (const docId of [d1, d2])
      await run('document.create', { collection: 'diarios', docId, data: { ProjectId: project } });
    expect(await stored('proyectos', project)).toMatchObject({ JournalsCount: 2 });

    const id = randomUUID();
    const outcome = await run('project.deleteData', { collKey: 'proyectos', projectId: project }, { id });
    expect(outcome).toEqual({
      id,
      status: 'applied',
      result: {
        projectId: project,
        backup: true,
        from: { main: 'proyectos', secondary: 'diarios' },
        to: { main: 'proyectosDeleted', secondary: 'diariosDeleted' },
        journals: [d1, d2],
      },
    });
    expect(await stored('proyectos', project)).toBeNull();
    expect(await journalsOf(project)).toBe(0);
    expect(await stored('proyectosDeleted', project)).toMatchObject({
      Name: 'Datos',
      JournalsCount: 2,
      deletedBy: uids.admin,
    });
    for (const docId of [d1, d2])
      expect(await stored('diariosDeleted', docId)).toMatchObject({
        ProjectId: project,
        deletedBy: uids.admin,
      });
    expect(await stored('logs', id)).toMatchObject({ action: 'delete', document: project });
    expect(await stored('logs', `${id}.1`)).toMatchObject({ action: 'delete', document: d1 });
    expect(await stored('logs', `${id}.2`)).toMatchObject({ action: 'delete', document: d2 });
  });
});

describe('JournalsCount on Firestore', () => {
  it('stays equal to the journals through parallel creates, a delete and moves out and in', async () => {
    const [j, k, other] = [`p-cloud-j-${tag}`, `p-cloud-k-${tag}`, `o-cloud-j-${tag}`];
    await run('document.create', { collection: 'proyectos', docId: j, data: { Name: 'Diarios' } });
    await run('document.create', { collection: 'proyectos', docId: k, data: { Name: 'Otro' } });
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        run('document.create', { collection: 'diarios', data: { ProjectId: j, Name: `Visita ${i}` } }),
      ),
    );
    expect(created.every((outcome) => outcome.status === 'applied')).toBe(true);
    const count = async (projectId: string) => (await stored('proyectos', projectId))?.JournalsCount;
    expect(await journalsOf(j)).toBe(8);
    expect(await count(j)).toBe(8);

    const [first, second] = created.map((outcome) => outcome.result?.docId ?? '');
    await run('document.delete', { collection: 'diarios', docId: first });
    expect(await count(j)).toBe(7);

    await run('document.move', { collection: 'diarios', docId: second, to: 'diariosDeleted' });
    expect(await count(j)).toBe(6);

    // Re-parenting by merge moves a journal between projects.
    const third = created[2]?.result?.docId ?? '';
    await run('document.merge', { collection: 'diarios', docId: third, data: { ProjectId: k } });
    expect([await count(j), await count(k)]).toEqual([5, 1]);

    // A document moved into diarios counts for its project.
    await run('document.create', { collection: 'otros', docId: other, data: { ProjectId: k } });
    await run('document.move', { collection: 'otros', docId: other, to: 'diarios' });
    expect([await count(j), await count(k)]).toEqual([5, 2]);
    expect([await journalsOf(j), await journalsOf(k)]).toEqual([5, 2]);
  });
});

describe('command ids and rejections on Firestore', () => {
  it('the same command id twice answers the same outcome and writes nothing the second time', async () => {
    const id = randomUUID();
    const payload = { collection: 'proyectos', data: { Name: `Una vez ${id}` } };
    const first = await run('document.create', payload, { id });
    const before = await dump();
    const again = await run('document.create', payload, { id });
    expect(again).toEqual(first);
    expect(written(before, await dump())).toEqual([]);
    const named = await firestore.db
      .collection('tenants/demo/proyectos')
      .where('Name', '==', payload.data.Name)
      .get();
    expect(named.size).toBe(1);
  });

  it.each([
    ['data that is a list', 'document.create', { collection: 'proyectos', data: [1] }, 'invalid_change'],
    ['no collection', 'document.create', { data: {} }, 'invalid_change'],
    ['a missing document', 'document.delete', { collection: 'proyectos', docId: 'nope' }, 'deletion_error'],
    ['an unknown type', 'document.nope', {}, 'invalid_change'],
  ])(
    '%s is rejected (%s) and writes nothing but its rejected record',
    async (_case, type, payload, error) => {
      const before = await dump();
      const id = randomUUID();
      expect(await run(type, payload, { id })).toMatchObject({ id, status: 'rejected', error });
      expect(written(before, await dump())).toEqual([`tenants/demo/commands/${id}`]);
      const record = await stored('commands', id);
      expect(record).toMatchObject({ id, status: 'rejected', error, actor: { uid: uids.admin } });
      expect(record).not.toHaveProperty('seq');
    },
  );
});

describe('POST /api/query on Firestore', () => {
  it('filters and sorts, with FireId and collection on every document', async () => {
    const { status, body } = await query('admin', {
      collection: 'diarios',
      where: [['ProjectId', '==', 'p-001']],
      orderBy: ['CreatedAt', 'asc'],
    });
    expect(status).toBe(200);
    const expected = seed('diarios')
      .filter((d) => d.ProjectId === 'p-001')
      .sort((a, b) => String(a.CreatedAt).localeCompare(String(b.CreatedAt)));
    expect(expected.length).toBeGreaterThan(1);
    expect(body.docs.map((d) => d.FireId)).toEqual(expected.map((d) => d.FireId));
    for (const doc of body.docs) expect(doc).toMatchObject({ collection: 'diarios', ProjectId: 'p-001' });

    const budget = await query('admin', {
      collection: 'proyectos',
      where: [['Presupuesto', '>=', 30000]],
      orderBy: ['Presupuesto', 'desc'],
      limit: 5,
    });
    expect(budget.status).toBe(200);
    const amounts = budget.body.docs.map((d) => Number(d.Presupuesto));
    expect(amounts).toHaveLength(5);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts.every((a) => a >= 30000)).toBe(true);
  });

  it('reads the log entries of a document, newest first, each with the collection it was changed in', async () => {
    const created = await run('document.create', { collection: 'diarios', data: { Name: 'Registro' } });
    const docId = created.result?.docId ?? '';
    const merged = await run('document.merge', { collection: 'diarios', docId, data: { Name: 'Otro' } });
    const { status, body } = await query('admin', {
      collection: 'logs',
      where: [['document', '==', docId]],
      orderBy: ['date', 'desc'],
    });
    expect(status).toBe(200);
    const dates = body.docs.map((d) => String(d.date));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.docs.map((d) => [d.FireId, d.collection, d.action]).sort()).toEqual(
      [
        [merged.id, 'diarios', 'modification'],
        [created.id, 'diarios', 'create'],
      ].sort(),
    );
  });

  it('refuses a query that needs an undeclared composite index', async () => {
    expect(
      await query('admin', {
        collection: 'proyectos',
        where: [['Estado', '==', 'Presupuesto']],
        orderBy: ['Presupuesto', 'desc'],
      }),
    ).toEqual({
      status: 400,
      body: { error: 'query_requires_index', message: 'This query requires an index!!!' },
    });
  });

  it('shows a client only the incidencias whose owners hold their contact id', async () => {
    const [mine, theirs] = [`i-cloud-mine-${tag}`, `i-cloud-other-${tag}`];
    await run('document.create', {
      collection: 'incidencias',
      docId: theirs,
      data: { Name: 'Ajena', owners: ['c-cliente-02'] },
    });
    await run('document.create', {
      collection: 'incidencias',
      docId: mine,
      data: { Name: 'Mía', owners: ['c-client', 'c-cliente-02'] },
    });
    const { status, body } = await query('client', {
      collection: 'incidencias',
      orderBy: ['CreatedAt', 'desc'],
    });
    expect(status).toBe(200);
    const all = (await firestore.db.collection('tenants/demo/incidencias').get()).docs;
    const own = all.filter((d) => (d.get('owners') as string[]).includes('c-client')).map((d) => d.id);
    expect(own).toContain(mine);
    expect(own.length).toBeLessThan(all.length);
    expect(body.docs.map((d) => d.FireId).sort()).toEqual(own.sort());
    for (const doc of body.docs)
      expect(doc).toMatchObject({ collection: 'incidencias', owners: expect.arrayContaining(['c-client']) });
    expect(
      (
        await query('client', {
          collection: 'incidencias',
          where: [['owners', 'array-contains', 'c-cliente-02']],
        })
      ).status,
    ).toBe(403);

    // And writes only those: a merge of someone else's incidencia is refused and changes nothing.
    const merge = (docId: string) =>
      run(
        'document.merge',
        { collection: 'incidencias', docId, data: { Estado: 'Visto' } },
        { who: 'client' },
      );
    expect(await merge(mine)).toMatchObject({ status: 'applied' });
    expect(await merge(theirs)).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await stored('incidencias', theirs)).not.toHaveProperty('Estado');
  });
});

describe('live updates on Firestore', () => {
  it('a subscription gets a snapshot, then the document a command creates', async () => {
    const docId = `p-cloud-live-${tag}`;
    const server = await listen(app);
    // A second instance over the same Firestore and secrets: the stream reopens there.
    const sibling = createApp(platform.deps, {
      live: { frameIdSecret: platform.liveSecret, tokenSecret: platform.liveSecret },
    });
    const siblingServer = await listen(sibling);
    const finished = { collection: 'proyectos', where: [['Estado', '==', 'Terminado']] };
    const client = await SseTestClient.open(
      server.port,
      demo,
      '/api/live',
      { cookie: cookies.employee ?? '' },
      { subs: [{ id: 'sub-1', query: finished }] },
    );
    const clients = [client];
    try {
      expect(client.status).toBe(200);
      expect(await client.nextData('ready')).toEqual({});
      const post = (path: string, body: unknown, port = server.port) =>
        httpJson(port, demo, path, {
          method: 'POST',
          body,
          headers: { cookie: cookies.employee ?? '' },
        });
      const snapshot = await client.nextData<Snapshot>('snapshot');
      expect(snapshot.sub).toBe('sub-1');
      const expected = await firestore.db
        .collection('tenants/demo/proyectos')
        .where('Estado', '==', 'Terminado')
        .get();
      expect(expected.size).toBeGreaterThan(0);
      expect(snapshot.docs.map((d) => d.FireId).sort()).toEqual(expected.docs.map((d) => d.id).sort());

      const command = {
        id: randomUUID(),
        type: 'document.create',
        payload: { collection: 'proyectos', docId, data: { Name: 'En vivo', Estado: 'Terminado' } },
      };
      // Written through the other instance: the stream hears it from Firestore, not from a hub.
      expect((await post('/api/commands', command, siblingServer.port)).body).toMatchObject({
        status: 'applied',
      });
      const changes = await client.nextData<Changes>('changes');
      expect(changes.sub).toBe('sub-1');
      expect(changed(changes.changes)).toEqual([`added ${docId}`]);
      expect(changes.changes[0]?.doc).toMatchObject({
        collection: 'proyectos',
        Name: 'En vivo',
        Estado: 'Terminado',
      });

      const merge = { collection: 'proyectos', docId, data: { Name: 'Cambiado' } };
      await post('/api/commands', { id: randomUUID(), type: 'document.merge', payload: merge });
      const modified = await client.nextData<Changes>('changes');
      expect(changed(modified.changes)).toEqual([`modified ${docId}`]);
      expect(modified.changes[0]?.doc).toMatchObject({ Name: 'Cambiado' });

      // Reopened on the other instance with the cursor: Firestore keeps no change log, so the
      // subscription starts over with a whole snapshot (never a gap), here with the merged document.
      const cursor = client.cursors()['sub-1'];
      client.close();
      const reopened = await SseTestClient.open(
        siblingServer.port,
        demo,
        '/api/live',
        { cookie: cookies.employee ?? '' },
        { subs: [{ id: 'sub-1', query: finished, cursor }] },
      );
      clients.push(reopened);
      await reopened.nextData('ready');
      const again = await reopened.nextData<Snapshot>('snapshot');
      expect(again.docs.find((d) => d.FireId === docId)).toMatchObject({ Name: 'Cambiado' });

      const remove = { collection: 'proyectos', docId };
      await post('/api/commands', { id: randomUUID(), type: 'document.delete', payload: remove });
      expect(changed((await reopened.nextData<Changes>('changes')).changes)).toEqual([`removed ${docId}`]);
    } finally {
      for (const c of clients) c.close();
      await server.close();
      await siblingServer.close();
    }
  });
});
