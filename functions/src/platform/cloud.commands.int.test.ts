import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, seedDir, type TestApp } from '../testing/testApp';

/**
 * What the generic integration tests (run on the cloud platform by the functions-cloud project)
 * do not check: the document commands as Firestore stores them, read from Firestore itself so
 * nothing the store adds or hides on read can mask what was written, and the exact set of
 * documents each command writes; JournalsCount through parallel commands. The command unit
 * tests check the same on SQLite (features/documents/*.test.ts). Runs in functions-cloud only
 * (vitest.config.ts), on the run's emulators: Google's Firestore emulator, whose transactions
 * isolate and conflict as Firestore's do.
 */
const demo = 'demo.localhost:8080';
let t: TestApp;
let firestore: Firestore;
const cookies: Record<string, string> = {};
const uids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ platform: 'cloud' });
  firestore = t.firestore as Firestore;
  for (const who of ['admin', 'employee', 'client']) {
    cookies[who] = await t.signIn(demo, `${who}@demo.test`);
    uids[who] = (await t.deps.accounts.findByEmail('demo', `${who}@demo.test`))?.uid ?? '';
  }
});
afterAll(() => t?.close());

interface Outcome {
  id: string;
  status: 'applied' | 'rejected';
  result?: { docId?: string; [key: string]: unknown };
  error?: string;
  message?: string;
}

/** POST /api/commands as `who`; a fresh command id unless one is given. */
async function run(type: string, payload: unknown, options: { who?: string; id?: string } = {}) {
  const res = await t.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: options.id ?? randomUUID(), type, payload },
    headers: { cookie: cookies[options.who ?? 'admin'] ?? '' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Outcome;
}

/** A document's body exactly as Firestore holds it (null when missing). */
async function stored(collection: string, id: string) {
  return (await firestore.doc(`tenants/demo/${collection}/${id}`).get()).data() ?? null;
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
  const company = await firestore.doc('tenants/demo').get();
  out.set(company.ref.path, JSON.stringify(company.data()));
  const snapshots = await Promise.all(
    watchedCollections.map((collection) => firestore.collection(`tenants/demo/${collection}`).get()),
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
  const counted = await firestore
    .collection('tenants/demo/diarios')
    .where('ProjectId', '==', projectId)
    .count()
    .get();
  return counted.data().count;
}

describe('document commands on Firestore', () => {
  it('document.create with a docId keeps it; FireId and collection are not stored; a taken id is refused', async () => {
    const docId = `p-cloud-id`;
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
    const docId = `p-cloud-merge`;
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
    const docId = `p-cloud-replace`;
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
    const docId = `p-cloud-del`;
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
      // When it went to the trash (issue 12: the trash lists who and when).
      deletedAt: expect.any(String),
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
    const docId = `p-cloud-move`;
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
    const [project, d1, d2] = [`p-cloud-data`, `d-cloud-data-1`, `d-cloud-data-2`];
    await run('document.create', { collection: 'proyectos', docId: project, data: { Name: 'Datos' } });
    for (const docId of [d1, d2])
      await run('document.create', {
        collection: 'diarios',
        docId,
        data: { Name: docId, ProjectId: project },
      });
    expect(await stored('proyectos', project)).toMatchObject({ JournalsCount: 2 });

    const id = randomUUID();
    const outcome = await run('project.deleteData', { collKey: 'proyectos', projectId: project }, { id });
    expect(outcome).toEqual({
      id,
      status: 'applied',
      result: {
        projectId: project,
        // The record's name, so its log row says what was deleted (issue 12).
        Name: 'Datos',
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
    const [j, k, other] = [`p-cloud-j`, `p-cloud-k`, `o-cloud-j`];
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
    const named = await firestore
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
