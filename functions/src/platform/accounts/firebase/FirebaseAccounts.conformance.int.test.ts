import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe } from 'vitest';
import { manualClock } from '../../clock';
import { sequentialIds } from '../../ids';
import { accountsConformance } from '../conformance/accountsConformance';
import { conformanceLoginLimits } from '../conformance/subject';
import { type AuthEmulator, emulatorProject, startAuthEmulator } from './authEmulator';
import { FirebaseAccounts } from './FirebaseAccounts';
import { identityToolkit } from './identityToolkit';

// The lead may switch this suite off on a machine where the emulator cannot run; otherwise a
// failure to start it fails the suite loudly instead of skipping it.
const unavailable = process.env.FIREBASE_AUTH_EMULATOR_UNAVAILABLE === '1';

describe.skipIf(unavailable)('FirebaseAccounts (Auth emulator) conformance', { timeout: 30_000 }, () => {
  let emulator: AuthEmulator;
  let app: ReturnType<typeof initializeApp>;
  let run = 0;

  beforeAll(async () => {
    emulator = await startAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    app = initializeApp({ projectId: emulatorProject }, `accounts-conformance-${process.pid}`);
  }, 120_000);

  afterAll(async () => {
    if (app) await deleteApp(app);
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    await emulator?.stop();
  }, 30_000);

  accountsConformance(async () => {
    await emulator.clear();
    // Firebase checks session cookies against real time: the suite's clock starts at now.
    const clock = manualClock(new Date());
    const accounts = new FirebaseAccounts({
      auth: getAuth(app),
      toolkit: identityToolkit('fake-api-key', `http://${emulator.host}/identitytoolkit.googleapis.com/v1`),
      clock,
      ids: sequentialIds(`r${++run}-u`),
      limits: conformanceLoginLimits,
    });
    return { accounts, clock, close: async () => {} };
  });
});
