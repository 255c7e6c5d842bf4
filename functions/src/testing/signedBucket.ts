import { generateKeyPairSync } from 'node:crypto';
import { Storage } from '@google-cloud/storage';
import { CloudStorageFiles } from '../platform/files/cloudStorage/CloudStorageFiles';
import { type FakeCloudStorage, startFakeCloudStorage } from './fakeCloudStorage';

export interface SignedBucket {
  gcs: FakeCloudStorage;
  /** The files adapter on the bucket, its client holding the service account's key (it signs). */
  files: CloudStorageFiles;
  bucket: string;
  stop(): Promise<void>;
}

/**
 * A bucket stand-in that checks V4 signatures against a service account key made here, and the
 * real client signing with that key: signed uploads end to end without Google. (Deployed, the
 * function has no key: the client asks IAM signBlob, which needs Service Account Token Creator.)
 */
export async function startSignedBucket(
  options: { now?: () => number; bucket?: string } = {},
): Promise<SignedBucket> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const clientEmail = 'colmena-functions@demo-colmena.iam.gserviceaccount.com';
  const gcs = await startFakeCloudStorage({
    signer: { clientEmail, publicKey },
    ...(options.now ? { now: options.now } : {}),
  });
  const storage = new Storage({
    apiEndpoint: gcs.endpoint,
    projectId: 'demo-colmena',
    retryOptions: { autoRetry: false },
    credentials: {
      client_email: clientEmail,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
  });
  const bucket = options.bucket ?? 'colmena-files';
  return {
    gcs,
    files: new CloudStorageFiles(storage.bucket(bucket), { signedUploads: true }),
    bucket,
    stop: () => gcs.stop(),
  };
}
