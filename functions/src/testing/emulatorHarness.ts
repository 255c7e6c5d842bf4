import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { googleEmulatorBinary, startGoogleEmulator } from './googleEmulator';
import { startInProcessEmulator } from './inProcessEmulator';

export interface TestFirestore {
  db: Firestore;
  close(): Promise<void>;
}

/**
 * A Firestore client for tests: Google's emulator when FIRESTORE_EMULATOR_HOST names one
 * (`gcloud emulators firestore start`), else @firestore-emulator/server started in this
 * process on a free port. Nothing is downloaded and nothing leaves the machine: the auth
 * library's metadata-server probe (169.254.169.254) is switched off. The in-process emulator
 * has no transaction isolation: contention between instances needs a real one.
 */
export async function openTestFirestore(): Promise<TestFirestore> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const emulator = process.env.FIRESTORE_EMULATOR_HOST ? undefined : await startInProcessEmulator();
  return connect(emulator);
}

/**
 * Whether openIsolatingFirestore can run here: FIRESTORE_EMULATOR_HOST names Google's emulator,
 * or its binary is installed. Tests of contention between instances run only then.
 */
export const isolatingFirestoreAvailable = Boolean(
  process.env.FIRESTORE_EMULATOR_HOST || googleEmulatorBinary(),
);
if (!isolatingFirestoreAvailable)
  console.warn(
    "[tests] Google's Firestore emulator is not installed: the tests of contention between instances are skipped (the in-process stand-in does not isolate transactions)",
  );

/** A Firestore whose transactions isolate and conflict: Google's emulator, started for the test when not given. */
export async function openIsolatingFirestore(): Promise<TestFirestore> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  if (process.env.FIRESTORE_EMULATOR_HOST) return connect(undefined);
  const binary = googleEmulatorBinary();
  if (!binary) throw new Error("Google's Firestore emulator is not installed");
  return connect(await startGoogleEmulator(binary));
}

async function connect(emulator: { host: string; stop(): unknown } | undefined): Promise<TestFirestore> {
  const app = initializeApp({ projectId: 'demo-colmena' }, `test-${randomUUID()}`);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true, ...(emulator ? { host: emulator.host, ssl: false } : {}) });
  return {
    db,
    async close() {
      await deleteApp(app);
      await emulator?.stop();
    },
  };
}
