import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { AppConfig } from '../deps';
import type { Clock } from '../platform/clock';
import { type CloudPlatform, openCloud } from '../platform/cloud';
import type { Ids } from '../platform/ids';
import { cloudEmulatorHosts } from './cloudEmulators';
import { type FakeCloudStorage, startFakeCloudStorage } from './fakeCloudStorage';
import { type InProcessEmulator, startInProcessEmulator } from './inProcessEmulator';

/**
 * Where one cloud test app keeps its data: a project of its own on the run's emulators
 * (cloudEmulators.ts), so its documents and accounts are apart from every other test app of
 * the run and the shared emulators need no clearing between tests while files run in parallel.
 * On the in-process Firestore stand-in the app gets a server of its own instead (it starts in
 * milliseconds). Its files are in a bucket of a Cloud Storage stand-in of its own, as the cloud
 * keeps them. Outlives the platform instances opened on it (a restart opens another).
 */
export interface CloudTestData {
  projectId: string;
  firestoreHost: string;
  storage: FakeCloudStorage;
  /** Ends the stand-ins and frees what the shared emulators hold for the project. */
  dispose(): Promise<void>;
}

export async function createCloudTestData(): Promise<CloudTestData> {
  const hosts = await cloudEmulatorHosts();
  // firebase-admin's Auth reads these on every call; the Identity Toolkit calls too (identityToolkit.ts).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const [standIn, storage]: [InProcessEmulator | undefined, FakeCloudStorage] = await Promise.all([
    hosts.firestore ? undefined : startInProcessEmulator(),
    // A loopback stand-in of the Storage JSON API (Google's emulator needs Java 21 and a download).
    startFakeCloudStorage(),
  ]);
  // 6 to 30 characters, lowercase: a valid project id.
  const projectId = `demo-t${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  return {
    projectId,
    firestoreHost: hosts.firestore ?? standIn?.host ?? '',
    storage,
    async dispose() {
      standIn?.stop();
      await storage.stop();
      // Google's emulator keeps every project in memory until told.
      await Promise.all([
        hosts.firestore &&
          fetch(`http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
            method: 'DELETE',
          }).catch(() => undefined),
        fetch(`http://${hosts.auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }).catch(
          () => undefined,
        ),
      ]);
    },
  };
}

/**
 * The cloud platform (platform/cloud.ts: Firestore + Firebase Authentication + Cloud Storage)
 * on a test app's data: one instance, as one Cloud Functions instance would open it.
 */
export async function openCloudTestPlatform(
  data: CloudTestData,
  dataDir: string,
  config: AppConfig,
  clock: Clock,
  ids: Ids,
): Promise<CloudPlatform & { firestore: Firestore }> {
  const { projectId } = data;
  const firebase = initializeApp({ projectId }, `colmena-test-${projectId}-${randomUUID()}`);
  const db = getFirestore(firebase);
  db.settings({ ignoreUndefinedProperties: true, host: data.firestoreHost, ssl: false });
  const platform = await openCloud(
    dataDir,
    config,
    {
      indexesFile: resolve(import.meta.dirname, '../../../firestore.indexes.json'),
      projectId,
      // The in-process Auth emulator tells projects apart by API key on sign-in calls.
      apiKey: projectId,
      filesBucket: `${projectId}.appspot.com`,
      storageEndpoint: data.storage.endpoint,
      firestore: { db, close: () => deleteApp(firebase) },
    },
    clock,
    ids,
  );
  // The client itself, for tests that check what Firestore holds beneath the store.
  return { ...platform, firestore: db };
}
