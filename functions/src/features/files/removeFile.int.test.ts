import { uploadsCollection } from '@colmena/shared/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { uploadsDeletedCollection } from './removeFile';

const demo = 'demo.localhost:8080';
const origin = `http://${demo}`;
let app: TestApp;
const cookies: Record<string, string> = {};
let photo: Uint8Array;

beforeAll(async () => {
  app = await createTestApp();
  for (const who of ['admin', 'manager', 'employee', 'client'])
    cookies[who] = await app.signIn(demo, `${who}@demo.test`);
  photo = new Uint8Array(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a37' } })
      .jpeg()
      .toBuffer(),
  );
}, 60_000);
afterAll(() => app.close());

interface Answer {
  id: string;
  url: string;
  thumbUrl?: string;
}

async function upload(query: string, who: string): Promise<Answer> {
  const form = new FormData();
  form.set('file', new Blob([photo]), 'foto.jpg');
  const res = await app.request(demo, `/api/files?${query}`, {
    method: 'POST',
    body: form,
    headers: { origin, cookie: cookies[who] as string },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Answer;
}

let n = 0;
async function send(who: string, type: string, payload: unknown, id = `rm-${++n}`) {
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    headers: { cookie: cookies[who] as string },
    json: { id, type, payload },
  });
  return { id, body: (await res.json()) as { status: string; error?: string } };
}

const remove = (who: string, uploadId: string) => send(who, 'file.remove', { uploadId });
const pathOf = (url: string) => url.slice('/api/files/'.length);
const stored = (url: string) => app.deps.files.read('demo', pathOf(url));
const fetchAs = (url: string, who: string) =>
  app.request(demo, url, { headers: { cookie: cookies[who] as string } });

describe('file.remove', () => {
  it('whoever may edit the project removes its photo: file, thumbnail and record go, the record to uploadsDeleted, logged', async () => {
    const up = await upload('collection=proyectos&docId=p-001', 'employee');
    expect(await stored(up.url)).not.toBeNull();
    expect(await stored(up.thumbUrl as string)).not.toBeNull();

    // The manager may edit the project too: not only the uploader removes it.
    const { id, body } = await remove('manager', up.id);
    expect(body).toMatchObject({ status: 'applied' });

    expect(await app.deps.store.get('demo', uploadsCollection, up.id)).toBeNull();
    expect(await app.deps.store.get('demo', uploadsDeletedCollection, up.id)).toMatchObject({
      name: 'foto.jpg',
      url: up.url,
      owner: { collection: 'proyectos', docId: 'p-001' },
      deletedBy: expect.any(String),
      deletedAt: expect.any(String),
    });
    expect(await stored(up.url)).toBeNull();
    expect(await stored(up.thumbUrl as string)).toBeNull();
    expect((await fetchAs(up.url, 'manager')).status).toBe(404);
    expect((await fetchAs(up.thumbUrl as string, 'manager')).status).toBe(404);
    expect(await app.deps.store.get('demo', 'logs', id)).toMatchObject({
      action: 'delete',
      collection: uploadsCollection,
      document: up.id,
      modification: { name: 'foto.jpg' },
    });
  });

  it('who may not edit the project cannot remove its photo: nothing changes', async () => {
    const up = await upload('collection=proyectos&docId=p-001', 'employee');
    const { body } = await remove('client', up.id);
    expect(body).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await app.deps.store.get('demo', uploadsCollection, up.id)).not.toBeNull();
    expect(await app.deps.store.get('demo', uploadsDeletedCollection, up.id)).toBeNull();
    expect(await stored(up.url)).not.toBeNull();
    expect((await fetchAs(up.url, 'employee')).status).toBe(200);
  });

  it('the company’s files (logos) are level 100’s to remove', async () => {
    const logo = await upload('owner=company', 'admin');
    expect((await remove('manager', logo.id)).body).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await stored(logo.url)).not.toBeNull();
    expect((await remove('admin', logo.id)).body).toMatchObject({ status: 'applied' });
    expect(await stored(logo.url)).toBeNull();
  });

  it('level 100 removes an upload whose document is gone; no one else can', async () => {
    const created = await send('admin', 'document.create', {
      collection: 'proyectos',
      docId: 'p-rm-gone',
      data: { Name: 'Para borrar' },
    });
    expect(created.body).toMatchObject({ status: 'applied' });
    const up = await upload('collection=proyectos&docId=p-rm-gone', 'employee');
    expect(
      (await send('admin', 'document.delete', { collection: 'proyectos', docId: 'p-rm-gone' })).body,
    ).toMatchObject({ status: 'applied' });
    expect((await remove('employee', up.id)).body).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect((await remove('admin', up.id)).body).toMatchObject({ status: 'applied' });
    expect(await stored(up.url)).toBeNull();
  });

  it('an upload that is not there is not found; a removed one cannot be removed twice', async () => {
    expect((await remove('admin', 'nosuchupload')).body).toMatchObject({
      status: 'rejected',
      error: 'not_found',
    });
    const up = await upload('collection=proyectos&docId=p-001', 'employee');
    expect((await remove('employee', up.id)).body).toMatchObject({ status: 'applied' });
    expect((await remove('employee', up.id)).body).toMatchObject({ status: 'rejected', error: 'not_found' });
  });

  it('no generic command deletes an upload record below level 100', async () => {
    const up = await upload('collection=proyectos&docId=p-001', 'employee');
    const { body } = await send('employee', 'document.delete', {
      collection: uploadsCollection,
      docId: up.id,
    });
    expect(body).toMatchObject({ status: 'rejected' });
    expect(await app.deps.store.get('demo', uploadsCollection, up.id)).not.toBeNull();
  });
});
