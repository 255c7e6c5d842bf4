import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { AppConfig } from '../deps';
import type { Clock } from '../platform/clock';
import { type CloudPlatform, openCloud } from '../platform/cloud';
import type { Ids } from '../platform/ids';
import { cloudEmulatorHosts } from './cloudEmulators';
import { startFakeCloudStorage } from './fakeCloudStorage';
import { startInProcessEmulator } from './inProcessEmulator';

/**
 * The cloud platform (platform/cloud.ts: Firestore + Firebase Authentication) of one test app,
 * over the run's emulators (cloudEmulators.ts) in a project of its own: a fresh project id
 * keeps its documents and accounts apart from every other test app of the run, so the shared
 * emulators need no clearing between tests and files run in parallel. On the in-process
 * Firestore stand-in the app gets a server of its own instead (it starts in milliseconds). The
 * files of every app are in a bucket of a Cloud Storage stand-in of its own, as the cloud keeps them.
 */
export async function openCloudTestPlatform(
  dataDir: string,
  config: AppConfig,
  clock: Clock,
  ids: Ids,
): Promise<CloudPlatform & { firestore: Firestore }> {
  const hosts = await cloudEmulatorHosts();
  // firebase-admin's Auth reads these on every call; the Identity Toolkit calls too (identityToolkit.ts).
  process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const [standIn, storage] = await Promise.all([
    hosts.firestore ? undefined : startInProcessEmulator(),
    // A loopback stand-in of the Storage JSON API (Google's emulator needs Java 21 and a download).
    startFakeCloudStorage(),
  ]);
  const firestoreHost = hosts.firestore ?? standIn?.host ?? '';
  // 6 to 30 characters, lowercase: a valid project id.
  const projectId = `demo-t${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const firebase = initializeApp({ projectId }, `colmena-test-${projectId}`);
  const db = getFirestore(firebase);
  db.settings({ ignoreUndefinedProperties: true, host: firestoreHost, ssl: false });
  const forget = async () => {
    await deleteApp(firebase);
    standIn?.stop();
    await storage.stop();
    // Frees what the shared emulators hold for this project (Google's keeps every project in memory).
    await Promise.all([
      hosts.firestore &&
        fetch(`http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
          method: 'DELETE',
        }).catch(() => undefined),
      fetch(`http://${hosts.auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }).catch(
        () => undefined,
      ),
    ]);
  };
  try {
    const platform = await openCloud(
      dataDir,
      config,
      {
        indexesFile: resolve(import.meta.dirname, '../../../firestore.indexes.json'),
        projectId,
        // The in-process Auth emulator tells projects apart by API key on sign-in calls.
        apiKey: projectId,
        filesBucket: `${projectId}.appspot.com`,
        storageEndpoint: storage.endpoint,
        firestore: { db, close: forget },
      },
      clock,
      ids,
    );
    // The client itself, for tests that check what Firestore holds beneath the store.
    return { ...platform, firestore: db };
  } catch (error) {
    await forget();
    throw error;
  }
}
