import { uploadPath, uploadsCollection } from '@colmena/shared/files';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { guardedHttp } from '../../platform/outbound/guardedHttp';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { startCloudinaryLoopback, startDropboxLoopback } from '../../testing/uploadProvidersLoopback';

const demo = 'demo.localhost:8080';
const origin = `http://${demo}`;
const preset = 'preset-Lp01';
const dropboxApp = { key: 'app-key-PzQm', secret: 'app-secret-KdLs', refresh: 'refresh-token-81Lq' };

let testApp: TestApp;
let admin: string;
let employee: string;
let cloudinary: Awaited<ReturnType<typeof startCloudinaryLoopback>>;
let dropbox: Awaited<ReturnType<typeof startDropboxLoopback>>;
let failingCloudinary: Awaited<ReturnType<typeof startCloudinaryLoopback>>;
let photo: Uint8Array;

/** The app with provider endpoints on loopback servers and a guard that lets only those through. */
function appWith(
  endpoints: { cloudinaryApi: string; dropboxApi: string; dropboxContent: string },
  guarded = true,
) {
  const ports = [cloudinary.port, dropbox.port, failingCloudinary.port];
  const app = createApp({
    ...testApp.deps,
    outbound: guardedHttp(
      guarded ? { allowAddress: (address, port) => address === '127.0.0.1' && ports.includes(port) } : {},
    ),
    config: { ...testApp.deps.config, uploadProviders: endpoints },
  });
  return (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', demo);
    return app.request(`http://${demo}${path}`, { ...init, headers });
  };
}

const upload = (request: ReturnType<typeof appWith>, bytes: Uint8Array, name: string, cookie = employee) => {
  const form = new FormData();
  form.set('file', new Blob([bytes]), name);
  return request('/api/files?collection=proyectos&docId=p-001', {
    method: 'POST',
    body: form,
    headers: { origin, cookie },
  });
};

const setSecrets = async (id: string, secrets: Record<string, string | null>) => {
  const res = await testApp.request(demo, '/api/commands', {
    method: 'POST',
    headers: { cookie: admin },
    json: { id, type: 'company.secrets.set', payload: secrets },
  });
  expect(await res.json()).toMatchObject({ status: 'applied' });
};

const endpointsOf = (cloudinaryBase: string) => ({
  cloudinaryApi: cloudinaryBase,
  dropboxApi: dropbox.baseUrl,
  dropboxContent: dropbox.baseUrl,
});

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await testApp.signIn(demo, 'admin@demo.test');
  employee = await testApp.signIn(demo, 'employee@demo.test');
  cloudinary = await startCloudinaryLoopback(preset);
  failingCloudinary = await startCloudinaryLoopback(preset, { failOn: { path: '/upload', status: 500 } });
  dropbox = await startDropboxLoopback(dropboxApp);
  photo = new Uint8Array(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer(),
  );
}, 60_000);
afterAll(async () => {
  await Promise.all([cloudinary?.close(), failingCloudinary?.close(), dropbox?.close()]);
  await testApp.close();
});

const webp = async () =>
  new Uint8Array(
    await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer(),
  );
const mp4 = new Uint8Array([
  0,
  0,
  0,
  24,
  ...Buffer.from('ftypisom'),
  0,
  0,
  2,
  0,
  ...Buffer.from('isomiso2mdat'),
]);
const pdf = new Uint8Array(Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'));

describe('uploads to the company’s Cloudinary (spec §7)', () => {
  beforeAll(() =>
    setSecrets('cloudinary-on', {
      CloudinaryProfile: `{"cloudName":"demo-cloud","uploadPreset":"${preset}"}`,
    }),
  );

  it('posts upload_preset and file to the image endpoint and records the secure_url, keeping no copy', async () => {
    const request = appWith(endpointsOf(cloudinary.baseUrl));
    const res = await upload(request, photo, 'Cocina.jpg');
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: string; url: string; thumbUrl?: string };
    const call = cloudinary.calls.at(-1);
    expect(call?.path).toBe('/v1_1/demo-cloud/image/upload');
    expect(call?.fields.upload_preset).toBe(preset);
    expect(answer.url).toMatch(/^https:\/\/res\.cloudinary\.com\/demo-cloud\/image\/upload\//);
    expect(new Uint8Array(cloudinary.uploaded.get(answer.url) as Buffer)).toEqual(photo);
    // Spec §7: the 350 px square face-cropped transform of an image under /upload/.
    expect(answer.thumbUrl).toBe(answer.url.replace('/upload/', '/upload/c_thumb,g_face,w_350,h_350/'));
    expect(await testApp.deps.store.get('demo', uploadsCollection, answer.id)).toMatchObject({
      server: 'cloudinary',
      filePath: answer.url,
      type: 'image',
    });
    const local = uploadPath({
      at: '2026-02-01T10:00:00.000Z',
      id: answer.id,
      name: 'Cocina',
      extension: 'jpg',
    });
    expect(await testApp.deps.files.open('demo', local)).toBeNull();
  });

  it.each([
    ['webp stays an image', webp, 'image'],
    ['a video goes to video', async () => mp4, 'video'],
    ['an application type goes to raw', async () => pdf, 'raw'],
  ])('%s', async (_name, bytes, resourceType) => {
    const request = appWith(endpointsOf(cloudinary.baseUrl));
    const res = await upload(request, await bytes(), 'file.bin');
    expect(res.status).toBe(201);
    expect(cloudinary.calls.at(-1)?.path).toBe(`/v1_1/demo-cloud/${resourceType}/upload`);
  });

  it('sends a large file in 16 MB pieces with Content-Range and one upload id', async () => {
    const request = appWith(endpointsOf(cloudinary.baseUrl));
    const big = new Uint8Array(20 * 1024 * 1024).fill(3);
    const before = cloudinary.calls.length;
    const res = await upload(request, big, 'big.bin');
    expect(res.status).toBe(201);
    const calls = cloudinary.calls.slice(before);
    expect(calls.map((c) => c.headers['content-range'])).toEqual([
      `bytes 0-${16 * 1024 * 1024 - 1}/${big.byteLength}`,
      `bytes ${16 * 1024 * 1024}-${big.byteLength - 1}/${big.byteLength}`,
    ]);
    expect(new Set(calls.map((c) => c.headers['x-unique-upload-id'])).size).toBe(1);
    const answer = (await res.json()) as { url: string };
    expect(cloudinary.uploaded.get(answer.url)?.byteLength).toBe(big.byteLength);
  });

  it('a failure is "error uploading file to cloudinary" and leaves nothing', async () => {
    const request = appWith(endpointsOf(failingCloudinary.baseUrl));
    const before = (await testApp.deps.store.query('demo', { collection: uploadsCollection })).length;
    const res = await upload(request, photo, 'x.jpg');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      error: 'upload_provider_error',
      message: 'error uploading file to cloudinary',
    });
    expect((await testApp.deps.store.query('demo', { collection: uploadsCollection })).length).toBe(before);
  });

  it('goes through the outbound guard: without the test’s loopback allowance the call is refused', async () => {
    const request = appWith(endpointsOf(cloudinary.baseUrl), false);
    const before = cloudinary.calls.length;
    const res = await upload(request, photo, 'x.jpg');
    expect(res.status).toBe(502);
    expect(cloudinary.calls.length).toBe(before);
  });
});

describe('uploads to the company’s Dropbox (spec §7)', () => {
  beforeAll(() =>
    setSecrets('dropbox-on', {
      CloudinaryProfile: null,
      DropK: dropboxApp.key,
      DropS: dropboxApp.secret,
      DropR: dropboxApp.refresh,
    }),
  );

  it('uploads to a path with a time stamp and the name, and serves it by downloading that path', async () => {
    const request = appWith(endpointsOf(cloudinary.baseUrl));
    const res = await upload(request, photo, 'Baño Nuevo.jpg');
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { id: string; url: string; thumbUrl?: string };
    expect(dropbox.calls.map((c) => c.path).slice(-2)).toEqual(['/oauth2/token', '/2/files/upload']);
    const path = '/colmena/2026-02-01T10-00-00Z-bano-nuevo.jpg';
    expect(dropbox.calls.at(-1)?.fields).toMatchObject({ path, mode: 'add' });
    expect(await testApp.deps.store.get('demo', uploadsCollection, answer.id)).toMatchObject({
      server: 'dropbox',
      filePath: path,
    });
    expect(answer.url).toMatch(/^\/api\/files\/uploads\//);
    const served = await request(answer.url, { headers: { cookie: employee } });
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(photo);
    expect(dropbox.calls.at(-1)?.path).toBe('/2/files/download');
    // A range of it (video seeking) is cut from what Dropbox sends.
    const ranged = await request(answer.url, { headers: { cookie: employee, range: 'bytes=2-9' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 2-9/${photo.byteLength}`);
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(photo.subarray(2, 10));
    const beyond = await request(answer.url, {
      headers: { cookie: employee, range: `bytes=${photo.byteLength}-` },
    });
    expect(beyond.status).toBe(416);
    // The thumbnail stays with the platform.
    expect((await request(answer.thumbUrl as string, { headers: { cookie: employee } })).status).toBe(200);
  });

  it('sends a large file as an upload session of 16 MB pieces (33 MB: start, two appends, finish)', async () => {
    const request = appWith(endpointsOf(cloudinary.baseUrl));
    const big = new Uint8Array(33 * 1024 * 1024).fill(5);
    const before = dropbox.calls.length;
    const res = await upload(request, big, 'video.bin');
    expect(res.status).toBe(201);
    expect(dropbox.calls.slice(before).map((c) => c.path)).toEqual([
      '/oauth2/token',
      '/2/files/upload_session/start',
      '/2/files/upload_session/append_v2',
      '/2/files/upload_session/append_v2',
      '/2/files/upload_session/finish',
    ]);
    expect(dropbox.files.get('/colmena/2026-02-01t10-00-00z-video.bin')?.byteLength).toBe(big.byteLength);
  });

  it('a download that fails is "Error downloading file!!!"', async () => {
    const request = appWith(endpointsOf(cloudinary.baseUrl));
    const answer = (await (await upload(request, pdf, 'gone.pdf')).json()) as { url: string };
    dropbox.files.clear();
    const res = await request(answer.url, { headers: { cookie: employee } });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({
      error: 'error_downloading_file',
      message: 'Error downloading file!!!',
    });
  });

  it('an upload that fails is "File upload error!!!" and leaves nothing', async () => {
    await setSecrets('dropbox-bad', { DropR: 'a-revoked-refresh-token' });
    const request = appWith(endpointsOf(cloudinary.baseUrl));
    const before = (await testApp.deps.store.query('demo', { collection: uploadsCollection })).length;
    const res = await upload(request, photo, 'x.jpg');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: 'file_upload_error', message: 'File upload error!!!' });
    expect((await testApp.deps.store.query('demo', { collection: uploadsCollection })).length).toBe(before);
  });
});
