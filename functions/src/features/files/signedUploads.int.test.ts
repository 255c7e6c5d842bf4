import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maxUploadBytes, uploadsCollection } from '@colmena/shared/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFiles } from '../../platform/files/local/LocalFiles';
import { type SignedBucket, startSignedBucket } from '../../testing/signedBucket';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { incomingPath } from './signedUpload';

// Issue 11, cloud: a Cloud Functions request body is limited to 32 MB, so the browser puts the
// file straight into the bucket at a V4 signed URL and the API finishes the upload. The real
// @google-cloud/storage client signs (with a service account key made here) and the bucket
// stand-in checks the signature, the signed headers, the size range and the expiry as GCS does.

const demo = 'demo.localhost:8080';
let signed: SignedBucket;
let gcs: SignedBucket['gcs'];
let bucket: string;
let app: TestApp;
const cookies: Record<string, string> = {};
let photo: Uint8Array;

beforeAll(async () => {
  signed = await startSignedBucket({ now: () => app?.clock.now().getTime() ?? Date.now() });
  ({ gcs, bucket } = signed);
  app = await createTestApp({ files: signed.files });
  // The signer refuses an expiry before the machine's own time: the app's clock joins it.
  app.clock.advance(Date.now() - app.clock.now().getTime());
  for (const who of ['employee', 'client', 'manager'])
    cookies[who] = await app.signIn(demo, `${who}@demo.test`);
  photo = new Uint8Array(
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#4a8' } })
      .jpeg()
      .toBuffer(),
  );
}, 60_000);
afterAll(async () => {
  await app.close();
  await signed.stop();
});

const post = (path: string, who: string, json?: unknown) =>
  app.request(demo, path, { method: 'POST', headers: { cookie: cookies[who] as string }, json: json ?? {} });

interface Slot {
  direct: boolean;
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
}

async function slotFor(who: string, file: { name: string; size: number; contentType?: string }) {
  const res = await post('/api/files/slots?collection=proyectos&docId=p-001', who, file);
  return { status: res.status, body: (await res.json()) as Slot & { error?: string; message?: string } };
}

const putTo = (slot: Slot, bytes: Uint8Array) =>
  fetch(slot.url, { method: slot.method, headers: slot.headers, body: bytes });

describe('signed uploads (cloud)', () => {
  it('a photo goes straight to the bucket, then the API types it, moves it, makes its thumbnail and records it', async () => {
    const { status, body: slot } = await slotFor('employee', {
      name: 'Fachada norte.jpg',
      size: photo.byteLength,
      contentType: 'image/jpeg',
    });
    expect(status).toBe(200);
    expect(slot).toMatchObject({ direct: false, method: 'PUT' });
    expect(slot.url.startsWith(`${gcs.endpoint}/${bucket}/demo/uploads/incoming/`)).toBe(true);
    expect((await putTo(slot, photo)).status).toBe(200);
    expect(gcs.objects(bucket)).toContain(`demo/${incomingPath(slot.id)}`);

    const done = await post(`/api/files/slots/${slot.id}`, 'employee');
    expect(done.status).toBe(201);
    const answer = (await done.json()) as { id: string; type: string; url: string; thumbUrl: string };
    expect(answer).toMatchObject({
      id: slot.id,
      type: 'image',
      url: expect.stringMatching(/-fachada-norte\.jpg$/),
    });
    expect(gcs.objects(bucket)).not.toContain(`demo/${incomingPath(slot.id)}`);

    const served = await app.request(demo, answer.url, { headers: { cookie: cookies.employee as string } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
    const thumb = await app.request(demo, answer.thumbUrl, {
      headers: { cookie: cookies.employee as string },
    });
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      width: 350,
      height: 350,
    });
    expect(await app.deps.store.get('demo', uploadsCollection, slot.id)).toMatchObject({
      name: 'Fachada norte.jpg',
      type: 'image',
      size: photo.byteLength,
      server: 'firebase',
      owner: { collection: 'proyectos', docId: 'p-001' },
    });
  });

  it('the bytes decide the type, never the claim: HTML sent as image/jpeg is an html file', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const { body: slot } = await slotFor('employee', {
      name: 'foto.jpg',
      size: html.byteLength,
      contentType: 'image/jpeg',
    });
    expect((await putTo(slot, html)).status).toBe(200);
    const answer = (await (await post(`/api/files/slots/${slot.id}`, 'employee')).json()) as {
      type: string;
      url: string;
      thumbUrl?: string;
    };
    expect(answer.type).toBe('file');
    expect(answer.url).toMatch(/\.html$/);
    expect(answer.thumbUrl).toBeUndefined();
  });

  it('checks who may attach before signing, and a declared size over 150 MB before anything is sent', async () => {
    expect((await slotFor('client', { name: 'a.jpg', size: 10 })).status).toBe(403);
    const big = await slotFor('employee', { name: 'video.mp4', size: maxUploadBytes + 1 });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ error: 'file_too_big', message: 'file bigger than 150mb' });
    expect(
      (await post('/api/files/slots?collection=proyectos&docId=p-001', 'employee', { size: 1 })).status,
    ).toBe(400);
  });

  it('a slot is its uploader’s: another user completing it finds nothing, and it stays for its owner', async () => {
    const { body: slot } = await slotFor('employee', {
      name: 'b.jpg',
      size: photo.byteLength,
      contentType: 'image/jpeg',
    });
    expect((await putTo(slot, photo)).status).toBe(200);
    expect((await post(`/api/files/slots/${slot.id}`, 'manager')).status).toBe(404);
    expect(gcs.objects(bucket)).toContain(`demo/${incomingPath(slot.id)}`);
    expect((await post(`/api/files/slots/${slot.id}`, 'employee')).status).toBe(201);
    // Completed once: a second completion finds nothing to complete.
    expect((await post(`/api/files/slots/${slot.id}`, 'employee')).status).toBe(404);
  });

  it('completing before the PUT, or an id that is no slot, is not found', async () => {
    const { body: slot } = await slotFor('employee', { name: 'c.jpg', size: 5 });
    expect((await post(`/api/files/slots/${slot.id}`, 'employee')).status).toBe(404);
    expect((await post('/api/files/slots/..%2F..%2Fx', 'employee')).status).toBe(404);
  });

  it('the bucket holds the signed size range: one byte over what was signed is refused there', async () => {
    const { body: slot } = await slotFor('employee', { name: 'd.bin', size: 3 });
    expect(slot.headers['x-goog-content-length-range']).toBe(`0,${maxUploadBytes}`);
  });
});

/** LocalFiles that also "sign": what completion does with an object the bucket reports over 150 MB. */
class OversizedBucket extends LocalFiles {
  constructor(readonly folder: string) {
    super(folder);
  }
  readonly removed: string[] = [];
  reported = new Map<string, Record<string, string>>();
  async signUpload(
    _tenant: string,
    path: string,
    options: { metadata: Record<string, string>; expiresAt: Date },
  ) {
    this.reported.set(path, options.metadata);
    return {
      method: 'PUT' as const,
      url: `https://bucket.test/${path}`,
      headers: {},
      expiresAt: options.expiresAt,
    };
  }
  async uploadedObject(_tenant: string, path: string) {
    const metadata = this.reported.get(path);
    return metadata ? { size: maxUploadBytes + 1, metadata } : null;
  }
  override async remove(tenant: string, path: string) {
    this.removed.push(path);
    return super.remove(tenant, path);
  }
}

describe('signed uploads: the 150 MB limit from the object’s metadata', () => {
  let files: OversizedBucket;
  let other: TestApp;
  beforeAll(async () => {
    files = new OversizedBucket(mkdtempSync(join(tmpdir(), 'colmena-oversized-')));
    other = await createTestApp({ files });
    cookies.other = await other.signIn(demo, 'employee@demo.test');
  }, 60_000);
  afterAll(async () => {
    await other.close();
    rmSync(files.folder, { recursive: true, force: true });
  });

  it('an object over 150 MB is "file bigger than 150mb", deleted, and nothing recorded', async () => {
    const res = await other.request(demo, '/api/files/slots?collection=proyectos&docId=p-001', {
      method: 'POST',
      headers: { cookie: cookies.other as string },
      json: { name: 'video.mp4', size: 10 },
    });
    const slot = (await res.json()) as Slot;
    const done = await other.request(demo, `/api/files/slots/${slot.id}`, {
      method: 'POST',
      headers: { cookie: cookies.other as string },
      json: {},
    });
    expect(done.status).toBe(413);
    expect(await done.json()).toMatchObject({ error: 'file_too_big' });
    expect(files.removed).toContain(incomingPath(slot.id));
    expect(await other.deps.store.get('demo', uploadsCollection, slot.id)).toBeNull();
  });
});

describe('embedded: no signed uploads', () => {
  it('answers direct: the multipart body goes to POST /api/files as before', async () => {
    const embedded = await createTestApp();
    try {
      const cookie = await embedded.signIn(demo, 'employee@demo.test');
      const res = await embedded.request(demo, '/api/files/slots?collection=proyectos&docId=p-001', {
        method: 'POST',
        headers: { cookie },
        json: { name: 'a.jpg', size: 10 },
      });
      expect(await res.json()).toEqual({ direct: true });
    } finally {
      await embedded.close();
    }
  }, 60_000);
});

describe('signed uploads for a document a form is about to create (pending)', () => {
  it('the slot is refused without the create right; granted, the pending mark rides in the signed metadata to the record', async () => {
    const file = { name: 'firma.jpg', size: photo.byteLength, contentType: 'image/jpeg' };
    const refused = await post(
      '/api/files/slots?collection=proyectos&docId=newbyform1&pending=1',
      'client',
      file,
    );
    expect(refused.status).toBe(403);

    const query = 'collection=diarios&docId=newbyform2&pending=1&projectId=p-001';
    const res = await post(`/api/files/slots?${query}`, 'employee', file);
    expect(res.status).toBe(200);
    const slot = (await res.json()) as Slot;
    expect((await putTo(slot, photo)).status).toBe(200);
    const done = await post(`/api/files/slots/${slot.id}`, 'employee');
    expect(done.status).toBe(201);
    expect(await app.deps.store.get('demo', uploadsCollection, slot.id)).toMatchObject({
      owner: { collection: 'diarios', docId: 'newbyform2' },
      pending: { projectId: 'p-001' },
    });
    // Its uploader sees it before the journal exists; the manager does not.
    const { url } = (await done.json()) as { url: string };
    expect((await app.request(demo, url, { headers: { cookie: cookies.employee as string } })).status).toBe(
      200,
    );
    expect((await app.request(demo, url, { headers: { cookie: cookies.manager as string } })).status).toBe(
      404,
    );
  });
});
