import { join } from 'node:path';
import { Storage } from '@google-cloud/storage';
import type { AppConfig, AppDeps } from '../deps';
import { openFirebaseAccounts } from './accounts/firebase/openFirebaseAccounts';
import type { LoginLimits } from './accounts/throttleRules';
import { systemClock } from './clock';
import { CloudStorageFiles } from './files/cloudStorage/CloudStorageFiles';
import type { Files } from './files/Files';
import { LocalFiles } from './files/local/LocalFiles';
import { randomIds } from './ids';
import { type CloudTasksQueue, openCloudTasksDispatch } from './jobs/cloudTasks/cloudTasksDispatch';
import { FirestoreJobs } from './jobs/firestore/FirestoreJobs';
import { sharedLiveSecret } from './live/liveSecretShared';
import { chooseMail } from './mail/chooseMail';
import { StoreOutbox } from './mail/StoreOutbox';
import type { SeedMarker } from './seed/SeedMarker';
import { storeSeedMarker } from './seed/storeSeedMarker';
import { FirestoreStore } from './store/firestore/FirestoreStore';
import { openFirestoreIndexPersistence } from './store/firestore/firestoreIndexPersistence';
import { type OpenedFirestore, openFirestore } from './store/firestore/openFirestore';
import { createIndexRegistry, type IndexRegistry } from './store/indexRegistry';

export interface CloudOptions {
  /** firestore.indexes.json (config INDEXES_FILE): what Firestore has deployed. */
  indexesFile: string;
  /** Default: from the environment (Cloud Functions), `demo-colmena` on the emulator. */
  projectId?: string;
  /** An already open client (tests); default: openFirestore(projectId). */
  firestore?: OpenedFirestore;
  /** The project's Web API key for Identity Toolkit; default FIREBASE_API_KEY (any value on the emulator). */
  apiKey?: string;
  /** Sign-in throttling (tests); default loginLimits. */
  loginLimits?: LoginLimits;
  /** LIVE_TOKEN_SECRET (32+ characters); unset: one secret drawn once and kept in Firestore. */
  liveTokenSecret?: string;
  /**
   * The Cloud Storage bucket of the files (FILES_BUCKET, else FIREBASE_CONFIG's storageBucket on
   * Cloud Functions), and an endpoint other than Google's (an emulator). Without a bucket, files
   * go to `dataDir` on this machine: only for one process (server.ts with STORE=firestore, tests).
   */
  filesBucket?: string;
  storageEndpoint?: string;
  /**
   * Browsers upload straight to the bucket at signed URLs (a function's request body is limited
   * to 32 MB): on with Google's bucket (the function's service account signs through IAM
   * signBlob), off with an emulator's stand-in, where uploads stream through the server.
   */
  signedUploads?: boolean;
  /**
   * The Cloud Tasks queue a stored job is dispatched to, so it runs when due instead of at the
   * next scheduled tick (index.ts: the `jobsRun` function). Unset (tests, server.ts with
   * STORE=firestore, which ticks every second): jobs wait for the tick.
   */
  jobsQueue?: CloudTasksQueue;
}

/** The cloud's files: a bucket every instance shares, or the local disk where one process serves. */
function openCloudFiles(dataDir: string, options: CloudOptions): Files {
  if (!options.filesBucket) return new LocalFiles(join(dataDir, 'files'));
  const storage = new Storage({
    projectId: options.projectId,
    ...(options.storageEndpoint ? { apiEndpoint: options.storageEndpoint } : {}),
  });
  return new CloudStorageFiles(storage.bucket(options.filesBucket), {
    signedUploads: options.signedUploads ?? false,
  });
}

/** What the cloud entries (../index.ts, server.ts with STORE=firestore) mount and seed with. */
export interface CloudPlatform {
  deps: AppDeps;
  marker: SeedMarker;
  /** The declared composite indexes (firestore.indexes.json + every company's runtime declarations). */
  indexes: IndexRegistry;
  /** Live stream tokens and frame ids (LiveHub `tokenSecret`, `frameIdSecret`): the same on every instance. */
  liveSecret: Uint8Array;
  close(): Promise<void>;
}

/**
 * The cloud deployment (Cloud Functions, see ../index.ts; STORE=firestore for server.ts).
 * Instances are many and recycled at any time, so what one instance writes must be there for
 * the others and the next: documents, the runtime index declarations, the mail outbox, the seed
 * marker and the live secret are in Firestore (those four in `~` spaces no company can name:
 * store/firestore/README.md), accounts in Firebase Authentication (their counters, codes and
 * revocations in Firestore too). No SQLite file is opened.
 *
 * Files are objects of a Cloud Storage bucket (`filesBucket`). The Firebase Storage emulator
 * cannot run here (Java 21+ and a rules jar it downloads), so tests and `npm run emulators` point
 * the real client at a loopback stand-in of the JSON API (testing/fakeCloudStorage.ts).
 */
export async function openCloud(
  dataDir: string,
  config: AppConfig,
  options: CloudOptions,
  clock = systemClock,
  ids = randomIds,
): Promise<CloudPlatform> {
  const firestore = options.firestore ?? openFirestore(options.projectId);
  let declarations: Awaited<ReturnType<typeof openFirestoreIndexPersistence>>;
  try {
    declarations = await openFirestoreIndexPersistence(firestore.db);
  } catch (error) {
    await firestore.close();
    throw error;
  }
  const indexes = createIndexRegistry({ file: options.indexesFile, persistence: declarations });
  const store = new FirestoreStore(firestore.db, {
    indexes,
    release: async () => {
      declarations.close();
      await firestore.close();
    },
  });
  try {
    const liveSecret = await sharedLiveSecret(store, options.liveTokenSecret);
    const { accounts, close: closeAccounts } = openFirebaseAccounts({
      store,
      clock,
      ids,
      projectId: options.projectId,
      apiKey: options.apiKey,
      loginLimits: options.loginLimits,
    });
    const files = openCloudFiles(dataDir, options);
    const { mailer, outbox } = chooseMail(config.mail, () => new StoreOutbox(store, clock));
    const dispatch = options.jobsQueue ? openCloudTasksDispatch(options.jobsQueue, clock) : undefined;
    const jobs = new FirestoreJobs(firestore.db, clock, ids, { dispatch: dispatch?.dispatch });
    return {
      deps: { store, accounts, files, clock, ids, mailer, outbox, jobs, indexes, config },
      marker: storeSeedMarker(store),
      indexes,
      liveSecret,
      close: async () => {
        await store.close();
        await closeAccounts();
        await dispatch?.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
