import { afterAll } from 'vitest';
import { describeStoreConformance } from '../conformance/storeConformance';
import { createIndexRegistry } from '../indexRegistry';
import { openTestFirestore, type TestFirestore } from './emulatorHarness';
import { FirestoreStore } from './FirestoreStore';

/** One emulator and client for the file; each test gets a fresh store, index registry and tenant. */
let firestore: Promise<TestFirestore> | undefined;
afterAll(async () => (await firestore)?.close());

describeStoreConformance(
  process.env.FIRESTORE_EMULATOR_HOST ? 'Firestore (emulator)' : 'Firestore (in-process emulator)',
  async () => {
    firestore ??= openTestFirestore();
    const { db } = await firestore;
    const indexes = createIndexRegistry();
    const store = new FirestoreStore(db, { indexes });
    return { store, indexes, close: () => store.close() };
  },
  { changeLog: false },
);
