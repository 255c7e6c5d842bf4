import { afterAll } from 'vitest';
import { openTestFirestore, type TestFirestore } from '../../../testing/emulatorHarness';
import { describeStoreConformance } from '../conformance/storeConformance';
import { createIndexRegistry } from '../indexRegistry';
import { FirestoreStore } from './FirestoreStore';
import { openFirestoreIndexPersistence } from './firestoreIndexPersistence';

/**
 * One emulator and client for the file; each test gets a fresh store, index registry (its
 * declarations in Firestore, as deployed) and tenant.
 */
let firestore: Promise<TestFirestore> | undefined;
afterAll(async () => (await firestore)?.close());

describeStoreConformance(
  process.env.FIRESTORE_EMULATOR_HOST ? 'Firestore (emulator)' : 'Firestore (in-process emulator)',
  async () => {
    firestore ??= openTestFirestore();
    const { db } = await firestore;
    // Declarations kept as the cloud keeps them, so the index cases run on that adapter too.
    const declarations = await openFirestoreIndexPersistence(db);
    const indexes = createIndexRegistry({ persistence: declarations });
    const store = new FirestoreStore(db, { indexes });
    return {
      store,
      indexes,
      close: async () => {
        await store.close();
        declarations.close();
      },
    };
  },
  // Google's emulator when FIRESTORE_EMULATOR_HOST names it; else the stand-in, whose updates are not
  // Firestore's (FirestoreStore.test.ts runs the append cases on Google's emulator when installed).
  { changeLog: false, faithfulUpdates: Boolean(process.env.FIRESTORE_EMULATOR_HOST) },
);
