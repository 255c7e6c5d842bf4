import { maxUploadBytes, uploadsCollection } from '@colmena/shared/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { multipartAllowance } from './uploadFile';

const demo = 'demo.localhost:8080';
const origin = `http://${demo}`;
let app: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  app = await createTestApp();
  for (const who of ['admin', 'manager', 'coordinator', 'employee', 'client'])
    cookies[who] = await app.signIn(demo, `${who}@demo.test`);
}, 60_000);
afterAll(() => app.close());

let photo: Uint8Array;
beforeAll(async () => {
  photo = new Uint8Array(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer(),
  );
});

interface Answer {
  id: string;
  name: string;
  type: string;
  url: string;
  thumbUrl?: string;
}

const upload = (query: string, file: Blob, name: string, who?: string) => {
  const form = new FormData();
  form.set('file', file, name);
  return app.request(demo, `/api/files?${query}`, {
    method: 'POST',
    body: form,
    // A browser's form post names its origin (the CSRF check wants it for a multipart body).
    headers: { origin, ...(who ? { cookie: cookies[who] as string } : {}) },
  });
};

const fetchFile = (url: string, who?: string) =>
  app.request(demo, url, { headers: who ? { cookie: cookies[who] as string } : {} });

const storedUploads = async () =>
  (await app.deps.store.query('demo', { collection: uploadsCollection })).length;

/** A multipart body of one file part of `size` bytes, produced as it is read; counts what was read. */
function streamedUpload(size: number) {
  const boundary = 'colmena-test-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(1024 * 1024).fill(7);
  let sent = 0;
  let headSent = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!headSent) {
        headSent = true;
        controller.enqueue(head);
        return;
      }
      if (sent >= size) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const piece = chunk.subarray(0, Math.min(chunk.byteLength, size - sent));
      sent += piece.byteLength;
      controller.enqueue(piece);
    },
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.byteLength + size + tail.byteLength,
    read: () => sent,
  };
}

describe('POST /api/files: who may upload', () => {
  it('a visitor is told to sign in', async () => {
    const res = await upload('collection=proyectos&docId=p-001', new Blob([photo]), 'a.jpg');
    expect(res.status).toBe(401);
  });

  it.each([
    ['an employee to a project they may edit', 'employee', 'collection=proyectos&docId=p-001', 201],
    [
      'a client to a project (below lvlEdit, no owner field)',
      'client',
      'collection=proyectos&docId=p-001',
      403,
    ],
    ['a client to an incident they own', 'client', 'collection=incidencias&docId=i-001', 201],
    [
      'an employee to an incident below lvlView they do not own',
      'employee',
      'collection=incidencias&docId=i-001',
      403,
    ],
    [
      'an employee to a journal of a project they may edit',
      'employee',
      'collection=diarios&docId=d-001-1',
      201,
    ],
    ['anyone to a document that does not exist', 'admin', 'collection=proyectos&docId=nope', 403],
    // Agenda contacts take a photo (issue 12: people); other fixed collections take no upload.
    ['anyone to a fixed collection', 'admin', 'collection=widgets&docId=w-company-stats', 403],
    ['level 100 for the company (logos)', 'admin', 'owner=company', 201],
    ['below level 100 for the company', 'manager', 'owner=company', 403],
    ['without an owner', 'admin', '', 400],
  ])('%s → %s', async (_name, who, query, status) => {
    const before = await storedUploads();
    const res = await upload(query, new Blob([photo]), 'foto.jpg', who);
    expect(res.status).toBe(status);
    expect(await storedUploads()).toBe(status === 201 ? before + 1 : before);
  });

  it('a browser cannot send file.record itself', async () => {
    const res = await app.request(demo, '/api/commands', {
      method: 'POST',
      headers: { cookie: cookies.admin as string },
      json: {
        id: 'forged-record',
        type: 'file.record',
        payload: {
          uploadId: 'forged',
          name: 'x.jpg',
          filePath: 'uploads/2026/02/forged-x.jpg',
          type: 'image',
          extension: 'jpg',
          mime: 'image/jpeg',
          size: 1,
          server: 'firebase',
          owner: { company: true },
          url: '/api/files/uploads/2026/02/forged-x.jpg',
        },
      },
    });
    expect(await res.json()).toMatchObject({ status: 'rejected' });
    expect(await app.deps.store.get('demo', uploadsCollection, 'forged')).toBeNull();
  });
});

describe('POST /api/files: the stored file and its record', () => {
  it('stores a photo by its bytes, records it with a command and makes a 350 px square thumbnail', async () => {
    const res = await upload(
      'collection=proyectos&docId=p-001',
      new Blob([photo]),
      'Foto Cocina Señal.PNG',
      'employee',
    );
    expect(res.status).toBe(201);
    const answer = (await res.json()) as Answer;
    expect(answer).toMatchObject({ name: 'Foto Cocina Señal.PNG', type: 'image' });
    expect(answer.url).toMatch(
      new RegExp(`^/api/files/uploads/2026/02/${answer.id}-foto-cocina-senal\\.jpg$`),
    );
    expect(answer.thumbUrl).toBe(answer.url.replace(/\.jpg$/, '.thumb.jpg'));

    const record = await app.deps.store.get('demo', uploadsCollection, answer.id);
    expect(record).toMatchObject({
      name: 'Foto Cocina Señal.PNG',
      filePath: answer.url.slice('/api/files/'.length),
      type: 'image',
      extension: 'jpg',
      server: 'firebase',
      date: '2026-02-01T10:00:00.000Z',
      user: 'u-employee',
      size: photo.byteLength,
      owner: { collection: 'proyectos', docId: 'p-001' },
    });
    expect(await app.deps.store.get('demo', 'logs', `upload-${answer.id}`)).toMatchObject({
      action: 'create',
      collection: uploadsCollection,
      user: 'u-employee',
    });

    const stored = await fetchFile(answer.url, 'employee');
    expect(stored.status).toBe(200);
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(photo);
    const thumb = await fetchFile(answer.thumbUrl as string, 'employee');
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const size = await sharp(new Uint8Array(await thumb.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([350, 350]);
  });

  it('never trusts the claimed type: HTML named photo.jpg sent as image/jpeg is an html file', async () => {
    const html = new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/jpeg' });
    const res = await upload('collection=proyectos&docId=p-001', html, 'photo.jpg', 'employee');
    const answer = (await res.json()) as Answer;
    expect(answer.type).toBe('file');
    expect(answer.url).toMatch(/-photo\.html$/);
    expect(answer.thumbUrl).toBeUndefined();
  });

  it('takes files over the 1 MiB JSON limit of the API', async () => {
    const big = new Uint8Array(3 * 1024 * 1024).fill(1);
    const res = await upload('collection=proyectos&docId=p-001', new Blob([big]), 'data.bin', 'employee');
    expect(res.status).toBe(201);
    expect(((await res.json()) as Answer).url).toMatch(/-data\.bin$/);
  });

  it('refuses one byte over 150 MB with "file bigger than 150mb", stops reading and keeps nothing', async () => {
    const before = await storedUploads();
    const body = streamedUpload(maxUploadBytes + 1);
    const res = await app.request(demo, '/api/files?collection=proyectos&docId=p-001', {
      method: 'POST',
      body: body.body,
      headers: { origin, cookie: cookies.employee as string, 'content-type': body.contentType },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'file_too_big', message: 'file bigger than 150mb' });
    expect(body.read()).toBeLessThanOrEqual(maxUploadBytes + 2 * 1024 * 1024);
    expect(await storedUploads()).toBe(before);
  }, 60_000);

  it('refuses a declared length over the limit (and the multipart framing) before reading a byte', async () => {
    const body = streamedUpload(maxUploadBytes + multipartAllowance + 1);
    const res = await app.request(demo, '/api/files?collection=proyectos&docId=p-001', {
      method: 'POST',
      body: body.body,
      headers: {
        origin,
        cookie: cookies.employee as string,
        'content-type': body.contentType,
        'content-length': String(body.length),
      },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'file_too_big' });
    expect(body.read()).toBe(0);
  });

  it('a body that breaks off mid-file fails, stores nothing and does not hang', async () => {
    const before = await storedUploads();
    const boundary = 'cut-off-boundary';
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`,
            ),
          );
        else if (sent < 5) controller.enqueue(new Uint8Array(1024 * 1024).fill(9));
        else controller.error(new Error('connection reset'));
        sent += 1;
      },
    });
    const res = await app.request(demo, '/api/files?collection=proyectos&docId=p-001', {
      method: 'POST',
      body,
      headers: {
        origin,
        cookie: cookies.employee as string,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await storedUploads()).toBe(before);
  });

  it('a body that is not multipart is a bad request and stores nothing', async () => {
    const before = await storedUploads();
    const res = await app.request(demo, '/api/files?collection=proyectos&docId=p-001', {
      method: 'POST',
      headers: { cookie: cookies.employee as string },
      json: { file: 'x' },
    });
    expect(res.status).toBe(400);
    expect(await storedUploads()).toBe(before);
  });
});

describe('GET /api/files: who may fetch an upload', () => {
  let projectPhoto: Answer;
  let incidentPhoto: Answer;
  let publicPhoto: Answer;
  let logo: Answer;
  let svg: Answer;

  beforeAll(async () => {
    const up = async (query: string, file: Blob, name: string, who: string) =>
      (await (await upload(query, file, name, who)).json()) as Answer;
    projectPhoto = await up('collection=proyectos&docId=p-001', new Blob([photo]), 'p.jpg', 'employee');
    incidentPhoto = await up('collection=incidencias&docId=i-001', new Blob([photo]), 'i.jpg', 'client');
    publicPhoto = await up('collection=obras&docId=o-001', new Blob([photo]), 'o.jpg', 'coordinator');
    logo = await up('owner=company', new Blob([photo]), 'logo.jpg', 'admin');
    svg = await up(
      'collection=proyectos&docId=p-001',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>']),
      'plano.svg',
      'employee',
    );
  });

  it.each([
    ['a project photo to staff who may read the project', () => projectPhoto.url, 'employee', 200],
    ['a project photo to a visitor', () => projectPhoto.url, undefined, 404],
    ['a project photo to a client, who reads projects (lvlView 0)', () => projectPhoto.url, 'client', 200],
    ['a project thumbnail to a visitor', () => projectPhoto.thumbUrl as string, undefined, 404],
    ['an incident photo to its owner', () => incidentPhoto.url, 'client', 200],
    ['an incident photo to a manager (lvlView 50)', () => incidentPhoto.url, 'manager', 200],
    ['an incident photo to an employee below lvlView', () => incidentPhoto.url, 'employee', 404],
    ['a public collection photo to a visitor', () => publicPhoto.url, undefined, 200],
    ['a public collection thumbnail to a visitor', () => publicPhoto.thumbUrl as string, undefined, 200],
    ['a company logo to a visitor', () => logo.url, undefined, 200],
    [
      'an upload path without a record',
      () => projectPhoto.url.replace(projectPhoto.id, 'norecord'),
      'admin',
      404,
    ],
  ])('%s → %s', async (_name, url, who, status) => {
    const res = await fetchFile(url(), who);
    expect(res.status).toBe(status);
  });

  it('serves images inline and everything else, SVG and HTML included, as attachments, never sniffed', async () => {
    const image = await fetchFile(projectPhoto.url, 'employee');
    expect(image.headers.get('content-disposition')).toBe('inline');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('cache-control')).toMatch(/^private/);
    const drawing = await fetchFile(svg.url, 'employee');
    expect(drawing.status).toBe(200);
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    expect(drawing.headers.get('content-disposition')).toBe('attachment');
    expect(drawing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(svg.type).toBe('file');
    expect(svg.thumbUrl).toBeUndefined();
  });

  it('serves the company’s own assets to anyone, as before', async () => {
    const res = await fetchFile('/api/files/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment');
    expect(res.headers.get('cache-control')).toMatch(/^public/);
  });
});
