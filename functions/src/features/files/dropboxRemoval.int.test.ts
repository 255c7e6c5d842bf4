import { uploadsCollection } from '@colmena/shared/files';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { guardedHttp } from '../../platform/outbound/guardedHttp';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { startDropboxLoopback } from '../../testing/uploadProvidersLoopback';
import { uploadsDeletedCollection } from './removeFile';

// Issue 11: removing an upload kept in the company's Dropbox removes the Dropbox copy too
// (Dropbox API files/delete_v2), against loopback servers speaking that API.

const demo = 'demo.localhost:8080';
const origin = `http://${demo}`;
const dropboxApp = { key: 'app-key-Rm01', secret: 'app-secret-Rm02', refresh: 'refresh-token-Rm03' };

let testApp: TestApp;
let admin: string;
let employee: string;
let dropbox: Awaited<ReturnType<typeof startDropboxLoopback>>;
let failingDropbox: Awaited<ReturnType<typeof startDropboxLoopback>>;
let photo: Uint8Array;

/** The app with the Dropbox endpoints on a loopback and a guard that lets only the loopbacks through. */
function appWith(target: typeof dropbox) {
  const ports = [dropbox.port, failingDropbox.port];
  const app = createApp({
    ...testApp.deps,
    outbound: guardedHttp({
      allowAddress: (address, port) => address === '127.0.0.1' && ports.includes(port),
    }),
    config: {
      ...testApp.deps.config,
      uploadProviders: { dropboxApi: target.baseUrl, dropboxContent: target.baseUrl },
    },
  });
  return (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', demo);
    const { json, ...rest } = init;
    if (json !== undefined) headers.set('content-type', 'application/json');
    return app.request(`http://${demo}${path}`, {
      ...rest,
      headers,
      ...(json !== undefined ? { method: 'POST', body: JSON.stringify(json) } : {}),
    });
  };
}
type Request = ReturnType<typeof appWith>;

let n = 0;
async function command(request: Request, cookie: string, type: string, payload: unknown) {
  const res = await request('/api/commands', {
    headers: { cookie },
    json: { id: `dbx-rm-${++n}`, type, payload },
  });
  return (await res.json()) as { status: string; result?: Record<string, unknown>; error?: string };
}

async function uploadToDropbox(request: Request, name: string) {
  const form = new FormData();
  form.set('file', new Blob([photo]), name);
  const res = await request('/api/files?collection=proyectos&docId=p-001', {
    method: 'POST',
    body: form,
    headers: { origin, cookie: employee },
  });
  expect(res.status).toBe(201);
  const answer = (await res.json()) as { id: string; thumbUrl: string };
  const record = await testApp.deps.store.get('demo', uploadsCollection, answer.id);
  expect(record).toMatchObject({ server: 'dropbox' });
  return { ...answer, path: String(record?.filePath) };
}

const setSecrets = async (secrets: Record<string, string | null>) =>
  expect(await command(appWith(dropbox), admin, 'company.secrets.set', secrets)).toMatchObject({
    status: 'applied',
  });
const thumbStored = (thumbUrl: string) =>
  testApp.deps.files.read('demo', thumbUrl.slice('/api/files/'.length));

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await testApp.signIn(demo, 'admin@demo.test');
  employee = await testApp.signIn(demo, 'employee@demo.test');
  dropbox = await startDropboxLoopback(dropboxApp);
  failingDropbox = await startDropboxLoopback(dropboxApp, {
    failOn: { path: '/2/files/delete_v2', status: 500 },
  });
  photo = new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer(),
  );
  await setSecrets({ DropK: dropboxApp.key, DropS: dropboxApp.secret, DropR: dropboxApp.refresh });
}, 60_000);
afterAll(async () => {
  await Promise.all([dropbox?.close(), failingDropbox?.close()]);
  await testApp.close();
});
afterEach(() => vi.restoreAllMocks());

describe('file.remove of a Dropbox upload', () => {
  it('deletes the Dropbox copy by its path (files/delete_v2), besides the thumbnail and the record', async () => {
    const request = appWith(dropbox);
    const up = await uploadToDropbox(request, 'Fachada.jpg');
    expect(dropbox.files.has(up.path.toLowerCase())).toBe(true);

    const outcome = await command(request, employee, 'file.remove', { uploadId: up.id });
    expect(outcome).toMatchObject({ status: 'applied' });
    expect(outcome.result?.warning).toBeUndefined();
    const call = dropbox.calls.at(-1);
    expect(call?.path).toBe('/2/files/delete_v2');
    expect(call?.headers.authorization).toBe('Bearer sl.loopback-access-token');
    expect(call?.fields).toEqual({ path: up.path });
    expect(dropbox.files.has(up.path.toLowerCase())).toBe(false);
    expect(await thumbStored(up.thumbUrl)).toBeNull();
    expect(await testApp.deps.store.get('demo', uploadsCollection, up.id)).toBeNull();
    expect(await testApp.deps.store.get('demo', uploadsDeletedCollection, up.id)).toMatchObject({
      server: 'dropbox',
      filePath: up.path,
    });
  });

  it('a copy already gone from Dropbox is no failure', async () => {
    const request = appWith(dropbox);
    const up = await uploadToDropbox(request, 'Borrada.jpg');
    dropbox.files.delete(up.path.toLowerCase());
    const outcome = await command(request, employee, 'file.remove', { uploadId: up.id });
    expect(outcome).toMatchObject({ status: 'applied' });
    expect(outcome.result?.warning).toBeUndefined();
    expect(dropbox.calls.at(-1)?.path).toBe('/2/files/delete_v2');
  });

  it('Dropbox failing: the removal still happens, the failure is logged with the path and answered as "Deletion error!!!"', async () => {
    const request = appWith(failingDropbox);
    const up = await uploadToDropbox(request, 'Pared.jpg');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const outcome = await command(request, employee, 'file.remove', { uploadId: up.id });
    expect(outcome).toMatchObject({ status: 'applied', result: { id: up.id, warning: 'deletion_error' } });
    expect(failingDropbox.calls.at(-1)?.path).toBe('/2/files/delete_v2');
    expect(failingDropbox.files.has(up.path.toLowerCase())).toBe(true);
    // What the platform held is gone all the same.
    expect(await thumbStored(up.thumbUrl)).toBeNull();
    expect(await testApp.deps.store.get('demo', uploadsCollection, up.id)).toBeNull();
    expect(await testApp.deps.store.get('demo', uploadsDeletedCollection, up.id)).not.toBeNull();
    const logged = errors.mock.calls.map((args) => args.join(' ')).join('\n');
    expect(logged).toContain(`dropbox delete of ${up.path} failed: dropbox delete answered 500`);
    expect(logged).toContain(`the Dropbox copy ${up.path} stays`);
    // The secret never reaches the log.
    expect(logged).not.toContain(dropboxApp.secret);
    expect(logged).not.toContain(dropboxApp.refresh);
  });

  it('credentials no longer set: the copy cannot be deleted, which is said, and the removal stands', async () => {
    const request = appWith(dropbox);
    const up = await uploadToDropbox(request, 'Techo.jpg');
    await setSecrets({ DropK: null, DropS: null, DropR: null });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const before = dropbox.calls.length;
      const outcome = await command(request, employee, 'file.remove', { uploadId: up.id });
      expect(outcome).toMatchObject({ status: 'applied', result: { warning: 'deletion_error' } });
      expect(dropbox.calls.length).toBe(before);
      expect(await testApp.deps.store.get('demo', uploadsCollection, up.id)).toBeNull();
      expect(errors.mock.calls.flat().join(' ')).toContain('no Dropbox credentials');
    } finally {
      await setSecrets({ DropK: dropboxApp.key, DropS: dropboxApp.secret, DropR: dropboxApp.refresh });
    }
  });

  it('a retry of the same removal answers the recorded outcome and calls Dropbox no more', async () => {
    const request = appWith(dropbox);
    const up = await uploadToDropbox(request, 'Suelo.jpg');
    const envelope = { id: `dbx-rm-retry-${up.id}`, type: 'file.remove', payload: { uploadId: up.id } };
    const first = await request('/api/commands', { headers: { cookie: employee }, json: envelope });
    expect(await first.json()).toMatchObject({ status: 'applied' });
    const before = dropbox.calls.length;
    const again = await request('/api/commands', { headers: { cookie: employee }, json: envelope });
    expect(await again.json()).toMatchObject({ status: 'applied' });
    expect(dropbox.calls.length).toBe(before);
  });
});
