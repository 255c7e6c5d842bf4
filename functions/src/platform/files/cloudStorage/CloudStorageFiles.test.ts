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
