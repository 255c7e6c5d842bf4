import { generateKeyPairSync } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCloudStorage, startFakeCloudStorage } from '../../../testing/fakeCloudStorage';
import { filesConformance } from '../conformance/filesConformance';
import { CloudStorageFiles } from './CloudStorageFiles';

let gcs: FakeCloudStorage;
let n = 0;
beforeAll(async () => {
  gcs = await startFakeCloudStorage();
});
afterAll(() => gcs.stop());

const storage = () =>
  new Storage({ apiEndpoint: gcs.endpoint, projectId: 'demo-colmena', retryOptions: { autoRetry: false } });

describe('Cloud Storage files (the real client against a loopback JSON API)', () => {
  filesConformance(async () => new CloudStorageFiles(storage().bucket(`bucket-${++n}`)));

  it('keeps each tenant under its own prefix of the bucket', async () => {
    const files = new CloudStorageFiles(storage().bucket('prefixes'));
    await files.write('demo', 'img/logo.svg', '<svg/>');
    await files.write('develop', 'img/logo.svg', '<svg/>');
    expect(gcs.objects('prefixes')).toEqual(['demo/img/logo.svg', 'develop/img/logo.svg']);
  });
});

/** The adapter's signing, which it has only when made with `signedUploads`. */
function signer(files: CloudStorageFiles) {
  const sign = files.signUpload;
  if (!sign) throw new Error('this adapter does not sign');
  return sign;
}

describe('signed uploads: a browser PUTs straight to the bucket (V4 signed URL)', () => {
  it('only where asked for: an emulator’s bucket has no signing, so uploads stream through the server', () => {
    expect(new CloudStorageFiles(storage().bucket('plain')).signUpload).toBeUndefined();
  });

  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'colmena-functions@demo-colmena.iam.gserviceaccount.com';
  let signedGcs: FakeCloudStorage;
  let clock = Date.now();
  let files: CloudStorageFiles;
  beforeAll(async () => {
    signedGcs = await startFakeCloudStorage({ signer: { clientEmail, publicKey }, now: () => clock });
    const storage = new Storage({
      apiEndpoint: signedGcs.endpoint,
      projectId: 'demo-colmena',
      retryOptions: { autoRetry: false },
      // With a key the client signs locally; without one (Cloud Functions) it asks IAM signBlob.
      credentials: {
        client_email: clientEmail,
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    });
    files = new CloudStorageFiles(storage.bucket('signed'), { signedUploads: true });
  });
  afterAll(() => signedGcs.stop());

  const slot = (maxBytes = 100) =>
    signer(files)('demo', 'uploads/incoming/abc', {
      contentType: 'application/octet-stream',
      maxBytes,
      metadata: { uploader: 'u-emp', name: encodeURIComponent('Baño.jpg') },
      startsAt: new Date(clock),
      expiresAt: new Date(clock + 15 * 60_000),
    });
  const put = (signed: Awaited<ReturnType<typeof slot>>, body: Uint8Array, headers = signed.headers) =>
    fetch(signed.url, { method: signed.method, headers, body });

  it('takes the PUT the URL was signed for, with its metadata, and tells its size', async () => {
    const signed = await slot();
    expect(signed.url).toMatch(/X-Goog-Signature=/);
    expect(signed.headers).toMatchObject({
      'x-goog-content-length-range': '0,100',
      'x-goog-meta-uploader': 'u-emp',
    });
    const res = await put(signed, new Uint8Array(60).fill(9));
    expect(res.status).toBe(200);
    expect(await files.uploadedObject('demo', 'uploads/incoming/abc')).toEqual({
      size: 60,
      metadata: { uploader: 'u-emp', name: 'Ba%C3%B1o.jpg' },
    });
    expect(await files.uploadedObject('demo', 'uploads/incoming/none')).toBeNull();
  });

  it('refuses a PUT whose signed headers were changed, one over the size, one too late', async () => {
    const signed = await slot();
    const forged = await put(signed, new Uint8Array(10), {
      ...signed.headers,
      'x-goog-meta-uploader': 'u-admin',
    });
    expect(forged.status).toBe(403);
    expect((await put(signed, new Uint8Array(101))).status).toBe(400);
    clock += 16 * 60_000;
    expect((await put(signed, new Uint8Array(10))).status).toBe(403);
    clock -= 16 * 60_000;
  });

  it('refuses a URL signed with another key', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const storage = new Storage({
      apiEndpoint: signedGcs.endpoint,
      projectId: 'demo-colmena',
      credentials: {
        client_email: clientEmail,
        private_key: other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      },
    });
    const impostor = new CloudStorageFiles(storage.bucket('signed'), { signedUploads: true });
    const signed = await signer(impostor)('demo', 'uploads/incoming/xyz', {
      contentType: 'image/jpeg',
      maxBytes: 100,
      metadata: {},
      startsAt: new Date(clock),
      expiresAt: new Date(clock + 60_000),
    });
    expect((await put(signed, new Uint8Array(10))).status).toBe(403);
  });
});
