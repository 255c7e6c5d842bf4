import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuthEmulator, emulatorProject, startAuthEmulator } from '../../../testing/authEmulator';
import {
  isolatingFirestoreAvailable,
  openIsolatingFirestore,
  openTestFirestore,
  type TestFirestore,
} from '../../../testing/emulatorHarness';
import { type Clock, manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { FirestoreStore } from '../../store/firestore/FirestoreStore';
import type { Store } from '../../store/Store';
import type { Account } from '../Accounts';
import { everyTenant } from '../authRecords';
import { accountsConformance } from '../conformance/accountsConformance';
import { conformanceLoginLimits } from '../conformance/subject';
import { FirebaseAccounts } from './FirebaseAccounts';
import { identityToolkit } from './identityToolkit';
import { authStateCollections, storeAuthState } from './storeAuthState';

// The lead may switch this suite off on a machine where the emulator cannot run; otherwise a
// failure to start it fails the suite loudly instead of skipping it.
const unavailable = process.env.FIREBASE_AUTH_EMULATOR_UNAVAILABLE === '1';

describe.skipIf(unavailable)('FirebaseAccounts (Auth emulator)', { timeout: 30_000 }, () => {
  let emulator: AuthEmulator;
  let app: ReturnType<typeof initializeApp>;
  let firestore: TestFirestore;
  let run = 0;

  beforeAll(async () => {
    [emulator, firestore] = await Promise.all([startAuthEmulator(), openTestFirestore()]);
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    app = initializeApp({ projectId: emulatorProject }, `accounts-conformance-${process.pid}`);
  }, 120_000);

  afterAll(async () => {
    if (app) await deleteApp(app);
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await Promise.all([emulator?.stop(), firestore?.close()]);
  }, 30_000);

  /** A fresh start: no accounts, and none of the failures, codes and revocations of earlier tests. */
  const clear = async (db = firestore.db) => {
    const paths = ['demo', 'other', everyTenant].flatMap((tenant) =>
      Object.values(authStateCollections).map((collection) => `tenants/${tenant}/${collection}`),
    );
    const snapshots = await Promise.all(paths.map((path) => db.collection(path).get()));
    await Promise.all([emulator.clear(), ...snapshots.flatMap((s) => s.docs.map((doc) => doc.ref.delete()))]);
  };

  /** One instance of the cloud deployment: its failures, codes and revocations in `store`. */
  const instance = (store: Store, clock: Clock) =>
    new FirebaseAccounts({
      auth: getAuth(app),
      toolkit: identityToolkit('fake-api-key', `http://${emulator.host}/identitytoolkit.googleapis.com/v1`),
      clock,
      ids: sequentialIds(`r${++run}-u`),
      limits: conformanceLoginLimits,
      ...storeAuthState(store, clock),
    });

  describe('conformance, with its state in Firestore as deployed', () => {
    accountsConformance(async () => {
      await clear();
      // Firebase checks session cookies against real time: the suite's clock starts at now.
      const clock = manualClock(new Date());
      const store = new FirestoreStore(firestore.db);
      return { accounts: instance(store, clock), clock, close: () => store.close() };
    });
  });

  // Google's emulator: only its transactions isolate and conflict as between real instances.
  describe.runIf(isolatingFirestoreAvailable)('several instances sharing one Firestore', () => {
    let shared: TestFirestore;
    let one: FirebaseAccounts;
    let two: FirebaseAccounts;
    let ana: Account;
    const password = 'Secret123';
    beforeAll(async () => {
      shared = await openIsolatingFirestore();
    }, 90_000);
    afterAll(() => shared?.close(), 30_000);
    beforeEach(async () => {
      await clear(shared.db);
      const clock = manualClock(new Date());
      // Two stores over one database, as two Cloud Functions instances would have.
      [one, two] = [
        instance(new FirestoreStore(shared.db), clock),
        instance(new FirestoreStore(shared.db), clock),
      ];
      ana = await one.create('demo', { email: `ana${run}@demo.test`, password, lvl: 50 });
    });

    it('a logout on one instance ends the session on the other', async () => {
      const { token } = await one.createSession('demo', ana.uid);
      expect(await two.resolveSession('demo', token)).toMatchObject({ uid: ana.uid });
      await one.deleteSession('demo', token);
      expect(await two.resolveSession('demo', token)).toBeNull();
    });

    it('ending every session on one instance ends them on the other', async () => {
      const { token } = await two.createSession('demo', ana.uid);
      await one.deleteSessionsOf('demo', ana.uid);
      expect(await two.resolveSession('demo', token)).toBeNull();
    });

    it('failed sign-ins on one instance delay the same account and address on the other', async () => {
      for (let i = 0; i < 3; i++) await one.checkPassword('demo', ana.email, 'wrong-pass', '10.0.1.1');
      expect((await two.checkPassword('demo', ana.email, password, '10.0.1.1')).status).toBe('rate_limited');
      expect((await two.checkPassword('demo', ana.email, password, '10.0.2.1')).status).toBe('ok');
    });

    it('parallel guesses on two instances are counted one by one', async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? one : two).checkPassword('demo', ana.email, 'wrong-pass', '10.0.1.2'),
        ),
      );
      expect(answers.filter((a) => a.status === 'bad_password')).toHaveLength(3);
    });

    it('a reset code from one instance is checked and used up on the other, once', async () => {
      const code = (await one.createResetCode('demo', ana.email, '10.0.1.1'))?.code ?? '';
      expect(await two.checkResetCode('demo', ana.email, code)).toBe(true);
      expect(await two.consumeResetCode('demo', ana.email, code)).toBe(ana.uid);
      expect(await one.consumeResetCode('demo', ana.email, code)).toBeNull();
    });

    it('counts reset-code requests across instances', async () => {
      for (let i = 0; i < 5; i++) await (i % 2 ? one : two).createResetCode('demo', ana.email, '10.0.1.1');
      await expect(one.createResetCode('demo', ana.email, '10.0.1.2')).rejects.toMatchObject({
        code: 'too_many_requests',
      });
      await expect(two.createResetCode('demo', ana.email, '10.0.1.3')).rejects.toMatchObject({
        code: 'too_many_requests',
      });
    });
  });

  describe('custom claims (spec §8 "Invalid Custom Claims")', () => {
    it('refuses a user whose lvl claim is present but not a number, after the right password', async () => {
      await clear();
      const accounts = instance(new FirestoreStore(firestore.db), manualClock(new Date()));
      const bea = await accounts.create('demo', { email: 'bea@demo.test', password: 'Secret123', lvl: 10 });
      await getAuth(app).setCustomUserClaims(bea.uid, { tenant: 'demo', lvl: '100' });
      await expect(
        accounts.checkPassword('demo', 'bea@demo.test', 'Secret123', '10.0.3.1'),
      ).rejects.toMatchObject({ code: 'invalid_custom_claims' });
      expect((await accounts.checkPassword('demo', 'bea@demo.test', 'Wrong1234', '10.0.3.1')).status).toBe(
        'bad_password',
      );
      await getAuth(app).setCustomUserClaims(bea.uid, { tenant: 'demo', lvl: 10 });
      expect((await accounts.checkPassword('demo', 'bea@demo.test', 'Secret123', '10.0.3.1')).status).toBe(
        'ok',
      );
    });
  });
});
