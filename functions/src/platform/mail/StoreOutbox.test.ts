import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isolatingFirestoreAvailable,
  openIsolatingFirestore,
  openTestFirestore,
  type TestFirestore,
} from '../../testing/emulatorHarness';
import { manualClock } from '../clock';
import { unique } from '../store/conformance/harness';
import { FirestoreStore } from '../store/firestore/FirestoreStore';
import { outboxCollections, StoreOutbox } from './StoreOutbox';

/**
 * The cloud outbox on Firestore (the in-process emulator, or Google's with
 * FIRESTORE_EMULATOR_HOST): what SqliteOutbox.test.ts expects of the embedded one, plus mails
 * from several instances in one list.
 */
describe('StoreOutbox (Firestore)', () => {
  let firestore: TestFirestore;
  let store: FirestoreStore;
  beforeAll(async () => {
    firestore = await openTestFirestore();
    store = new FirestoreStore(firestore.db);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
    await firestore?.close();
  }, 30_000);

  it('keeps mails per tenant, newest first, and prints each', async () => {
    const [demo, acme] = [unique('demo'), unique('acme')];
    const printed: string[] = [];
    const clock = manualClock();
    const outbox = new StoreOutbox(store, clock, (line) => printed.push(line));
    await outbox.send({ tenant: demo, to: 'a@demo.test', subject: 'One', text: 'code 111111' });
    clock.advance(1000);
    await outbox.send({ tenant: demo, to: 'b@demo.test', subject: 'Two', text: 'x', html: '<b>x</b>' });
    await outbox.send({ tenant: acme, to: 'c@acme.test', subject: 'Other', text: 'y' });
    const mails = await outbox.list(demo, 10);
    expect(mails.map((m) => [m.id, m.tenant, m.to, m.subject, m.html])).toEqual([
      [2, demo, 'b@demo.test', 'Two', '<b>x</b>'],
      [1, demo, 'a@demo.test', 'One', undefined],
    ]);
    expect(mails[1]?.createdAt).toBe(new Date(clock.now().getTime() - 1000).toISOString());
    expect(await outbox.list(demo, 1)).toHaveLength(1);
    expect(printed[0]).toContain('a@demo.test');
    expect(printed[0]).toContain('code 111111');
    expect((await firestore.db.collection(`tenants/${demo}/${outboxCollections.mails}`).get()).size).toBe(2);
  });

  it('lists on one instance what another sent', async () => {
    const tenant = unique('demo');
    const other = new FirestoreStore(firestore.db);
    try {
      const clock = manualClock();
      await new StoreOutbox(store, clock, () => undefined).send({
        tenant,
        to: 'a@x.test',
        subject: 'A',
        text: 'a',
      });
      await new StoreOutbox(other, clock, () => undefined).send({
        tenant,
        to: 'b@x.test',
        subject: 'B',
        text: 'b',
      });
      const listed = await new StoreOutbox(other, clock).list(tenant, 10);
      expect(listed.map((m) => [m.id, m.to])).toEqual([
        [2, 'b@x.test'],
        [1, 'a@x.test'],
      ]);
    } finally {
      await other.close();
    }
  });
});

describe.runIf(isolatingFirestoreAvailable)("StoreOutbox between instances (Google's emulator)", () => {
  let isolating: TestFirestore;
  beforeAll(async () => {
    isolating = await openIsolatingFirestore();
  }, 90_000);
  afterAll(() => isolating?.close(), 30_000);

  it('mails sent at once by two instances get distinct ids and are all listed', {
    timeout: 120_000,
  }, async () => {
    const tenant = unique('demo');
    const instances = [0, 1].map(
      () => new FirestoreStore(isolating.db, { serializeTenantTransactions: false }),
    );
    try {
      const clock = manualClock();
      const sends = instances.flatMap((store, i) =>
        [0, 1, 2].map((n) =>
          new StoreOutbox(store, clock, () => undefined).send({
            tenant,
            to: `${i}-${n}@x.test`,
            subject: 's',
            text: 't',
          }),
        ),
      );
      await Promise.all(sends);
      const listed = await new StoreOutbox(instances[0] as FirestoreStore, clock).list(tenant, 10);
      expect(listed.map((m) => m.id)).toEqual([6, 5, 4, 3, 2, 1]);
      expect(new Set(listed.map((m) => m.to)).size).toBe(6);
    } finally {
      for (const store of instances) await store.close();
    }
  });
});
