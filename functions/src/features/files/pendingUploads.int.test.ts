import { pendingUploadLifetimeMs, uploadsCollection } from '@colmena/shared/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { uploadsDeletedCollection } from './removeFile';

/**
 * A create form's uploads, made before the document exists (`&pending=1`), on whichever store
 * this run uses (SQLite here, Firestore in the functions-cloud project): who may, who reads
 * them, how one becomes the created document's file and how an abandoned one is swept.
 */
const demo = 'demo.localhost:8080';
const origin = `http://${demo}`;
let app: TestApp;
const cookies: Record<string, string> = {};
let photo: Uint8Array;

beforeAll(async () => {
  app = await createTestApp();
  for (const who of ['admin', 'manager', 'coordinator', 'employee', 'client'])
    cookies[who] = await app.signIn(demo, `${who}@demo.test`);
  photo = new Uint8Array(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#37a' } })
      .png()
      .toBuffer(),
  );
}, 60_000);
afterAll(() => app.close());

interface Answer {
  id: string;
  url: string;
  thumbUrl?: string;
}

const upload = (query: string, who?: string) => {
  const form = new FormData();
  form.set('file', new Blob([photo]), 'firma.png');
  return app.request(demo, `/api/files?${query}`, {
    method: 'POST',
    body: form,
    headers: { origin, ...(who ? { cookie: cookies[who] as string } : {}) },
  });
};

let n = 0;
async function send(who: string, type: string, payload: unknown) {
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    headers: { cookie: cookies[who] as string },
    json: { id: `pending-${++n}`, type, payload },
  });
  return (await res.json()) as { status: string; error?: string; result?: unknown };
}

const fetchAs = (url: string, who: string) =>
  app.request(demo, url, { headers: { cookie: cookies[who] as string } });
const record = (id: string) => app.deps.store.get('demo', uploadsCollection, id);
const storedBytes = (url: string) => app.deps.files.read('demo', url.slice('/api/files/'.length));
const uploadCount = async () =>
  (await app.deps.store.query('demo', { collection: uploadsCollection })).length;

let docs = 0;
const newDocId = () => `form${++docs}x${Date.now().toString(36)}`;

describe('pending uploads: the caller needs the create right document.create would ask for', () => {
  it.each([
    ['an employee, a project (lvlCreate 0)', 'employee', 'proyectos', '', 201],
    ['a client, a project (ranks below staff, no owner field)', 'client', 'proyectos', '', 403],
    ['an employee, an obra (lvlCreate 10)', 'employee', 'obras', '', 403],
    ['the coordinator, an obra (lvl 10)', 'coordinator', 'obras', '', 201],
    ['a client, an incident (the owner rule: one they own)', 'client', 'incidencias', '', 201],
    ['an employee, a journal of a project', 'employee', 'diarios', '&projectId=p-001', 201],
    ['an employee, a journal without its project', 'employee', 'diarios', '', 403],
    ['an employee, a journal of a missing project', 'employee', 'diarios', '&projectId=nope', 403],
    ['a client, a follow-up of their incident', 'client', 'seguimientos', '&projectId=i-001', 201],
    [
      'an employee, a follow-up of an incident not theirs',
      'employee',
      'seguimientos',
      '&projectId=i-001',
      403,
    ],
    ['anyone, a fixed collection', 'admin', 'widgets', '', 403],
  ])('%s -> %i, and nothing stored when refused', async (_case, who, collection, extra, status) => {
    const before = await uploadCount();
    const res = await upload(`collection=${collection}&docId=${newDocId()}&pending=1${extra}`, who);
    expect(res.status).toBe(status);
    expect(await uploadCount()).toBe(status === 201 ? before + 1 : before);
    if (status !== 201) expect((await res.json()) as { error: string }).toMatchObject({ error: 'forbidden' });
  });

  it('a visitor is told to sign in (public forms take no uploads) and nothing is stored', async () => {
    const before = await uploadCount();
    const res = await upload(`collection=proyectos&docId=${newDocId()}&pending=1`);
    expect(res.status).toBe(401);
    expect(await uploadCount()).toBe(before);
  });

  it('without pending=1 a document still has to exist', async () => {
    expect((await upload(`collection=proyectos&docId=${newDocId()}`, 'employee')).status).toBe(403);
  });

  it('a malformed pending query is a bad request', async () => {
    const id = newDocId();
    expect((await upload(`collection=proyectos&docId=${id}&pending=yes`, 'employee')).status).toBe(400);
    expect((await upload(`collection=proyectos&docId=${id}&projectId=p-001`, 'employee')).status).toBe(400);
  });
});

describe('a pending upload until its document is created', () => {
  it('is readable by its uploader only; once the form creates the document it is that document’s file, kept by the sweep', async () => {
    const docId = newDocId();
    const res = await upload(`collection=proyectos&docId=${docId}&pending=1`, 'employee');
    const answer = (await res.json()) as Answer;
    expect(await record(answer.id)).toMatchObject({
      owner: { collection: 'proyectos', docId },
      pending: {},
      user: expect.any(String),
    });
    expect((await fetchAs(answer.url, 'employee')).status).toBe(200);
    expect((await fetchAs(answer.thumbUrl as string, 'employee')).status).toBe(200);
    // The manager reads every project, but this one is not one yet.
    expect((await fetchAs(answer.url, 'manager')).status).toBe(404);

    const created = await send('employee', 'document.create', {
      collection: 'proyectos',
      docId,
      data: { Name: 'Con firma', Firma: answer.url },
    });
    expect(created).toMatchObject({ status: 'applied', result: { docId } });
    expect((await fetchAs(answer.url, 'manager')).status).toBe(200);

    app.clock.advance(pendingUploadLifetimeMs + 60_000);
    await app.deps.jobs.tick();
    expect(await record(answer.id)).toMatchObject({ owner: { collection: 'proyectos', docId } });
    expect(await storedBytes(answer.url)).not.toBeNull();
    expect((await fetchAs(answer.url, 'manager')).status).toBe(200);
  });

  it('abandoned (no create follows): swept when its time is up — record to uploadsDeleted, file and thumbnail gone', async () => {
    const docId = newDocId();
    const answer = (await (
      await upload(`collection=diarios&docId=${docId}&pending=1&projectId=p-001`, 'employee')
    ).json()) as Answer;
    expect(await storedBytes(answer.url)).not.toBeNull();

    app.clock.advance(pendingUploadLifetimeMs - 60_000);
    await app.deps.jobs.tick();
    expect(await record(answer.id)).not.toBeNull();

    app.clock.advance(2 * 60_000);
    await app.deps.jobs.tick();
    expect(await record(answer.id)).toBeNull();
    expect(await app.deps.store.get('demo', uploadsDeletedCollection, answer.id)).toMatchObject({
      owner: { collection: 'diarios', docId },
      deletedAt: expect.any(String),
    });
    expect(await storedBytes(answer.url)).toBeNull();
    expect(await storedBytes(answer.thumbUrl as string)).toBeNull();
    expect((await fetchAs(answer.url, 'employee')).status).toBe(404);
    const logs = await app.deps.store.query('demo', {
      collection: 'logs',
      where: [['document', '==', answer.id]],
    });
    expect(logs.map((log) => log.action).sort()).toEqual(['create', 'delete']);
  });

  it('one whose document went to the trash before the sweep stays for a restore', async () => {
    const docId = newDocId();
    const answer = (await (
      await upload(`collection=proyectos&docId=${docId}&pending=1`, 'manager')
    ).json()) as Answer;
    await send('manager', 'document.create', { collection: 'proyectos', docId, data: { Name: 'Efímero' } });
    expect(await send('manager', 'document.delete', { collection: 'proyectos', docId })).toMatchObject({
      status: 'applied',
    });
    app.clock.advance(pendingUploadLifetimeMs + 60_000);
    await app.deps.jobs.tick();
    expect(await record(answer.id)).not.toBeNull();
    expect(await storedBytes(answer.url)).not.toBeNull();
  });

  it('its uploader may take it away before the document exists (a cancelled form); nobody else may', async () => {
    const docId = newDocId();
    const answer = (await (
      await upload(`collection=proyectos&docId=${docId}&pending=1`, 'employee')
    ).json()) as Answer;
    expect(await send('manager', 'file.remove', { uploadId: answer.id })).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    expect(await send('employee', 'file.remove', { uploadId: answer.id })).toMatchObject({
      status: 'applied',
    });
    expect(await record(answer.id)).toBeNull();
    expect(await storedBytes(answer.url)).toBeNull();
  });

  it('a browser cannot send the sweep itself', async () => {
    const answer = (await (
      await upload(`collection=proyectos&docId=${newDocId()}&pending=1`, 'employee')
    ).json()) as Answer;
    expect(await send('admin', 'file.sweepPending', { uploadId: answer.id })).toMatchObject({
      status: 'rejected',
    });
    expect(await record(answer.id)).not.toBeNull();
  });
});
