import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
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
  const app = initializeApp({ projectId: 'demo-colmena' }, `test-${randomUUID()}`);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true, ...(emulator ? { host: emulator.host, ssl: false } : {}) });
  return {
    db,
    async close() {
      await deleteApp(app);
      emulator?.stop();
    },
  };
}
