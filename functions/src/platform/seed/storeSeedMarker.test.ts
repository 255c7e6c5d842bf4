import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestFirestore, type TestFirestore } from '../../testing/emulatorHarness';
import { FirestoreStore } from '../store/firestore/FirestoreStore';
import { seedMarkerPath, storeSeedMarker } from './storeSeedMarker';

/** The cloud seed marker on Firestore (in-process emulator, or Google's with FIRESTORE_EMULATOR_HOST). */
describe('storeSeedMarker (Firestore)', () => {
  let firestore: TestFirestore;
  beforeAll(async () => {
    firestore = await openTestFirestore();
  }, 60_000);
  afterAll(() => firestore?.close(), 30_000);

  it('is seen by every instance once one has marked it, in its reserved document', async () => {
    const [a, b] = [new FirestoreStore(firestore.db), new FirestoreStore(firestore.db)];
    const { tenant, collection, id } = seedMarkerPath;
    const ref = firestore.db.doc(`tenants/${tenant}/${collection}/${id}`);
    try {
      await ref.delete();
      expect(await storeSeedMarker(a).isSeeded()).toBe(false);
      await storeSeedMarker(a).markSeeded(new Date('2026-11-25T10:00:00Z'));
      expect(await storeSeedMarker(b).isSeeded()).toBe(true);
      expect((await ref.get()).data()).toEqual({ seededAt: '2026-11-25T10:00:00.000Z' });
    } finally {
      await ref.delete();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
