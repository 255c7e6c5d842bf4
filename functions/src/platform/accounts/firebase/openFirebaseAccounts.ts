import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import type { Clock } from '../../clock';
import type { Ids } from '../../ids';
import type { Store } from '../../store/Store';
import type { LoginLimits } from '../throttleRules';
import { FirebaseAccounts } from './FirebaseAccounts';
import { identityToolkit, identityToolkitBase } from './identityToolkit';
import { storeAuthState } from './storeAuthState';

export interface FirebaseAccountsOptions {
  store: Store;
  clock: Clock;
  ids: Ids;
  /** Default: from the environment (Cloud Functions), `demo-colmena` on the Auth emulator. */
  projectId?: string;
  /** The project's Web API key for Identity Toolkit; default FIREBASE_API_KEY. */
  apiKey?: string;
  /** An Auth client (tests); default: one of its own app, deleted by close(). */
  auth?: Auth;
  loginLimits?: LoginLimits;
  env?: NodeJS.ProcessEnv;
}

/**
 * The cloud deployment's accounts: Firebase Authentication (firebase-admin and the Identity
 * Toolkit REST API; FIREBASE_AUTH_EMULATOR_HOST for the emulator), with sign-in counters, reset
 * codes and session revocations in the Store so that every instance agrees on them.
 */
export function openFirebaseAccounts(options: FirebaseAccountsOptions): {
  accounts: FirebaseAccounts;
  close(): Promise<void>;
} {
  const env = options.env ?? process.env;
  const emulator = Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);
  // The Auth emulator takes any key; Google's endpoint needs the project's Web API key.
  const apiKey = options.apiKey ?? (env.FIREBASE_API_KEY || (emulator ? 'emulator-api-key' : ''));
  if (!apiKey)
    throw new Error(
      'Firebase accounts need the Web API key in FIREBASE_API_KEY (or FIREBASE_AUTH_EMULATOR_HOST for the emulator)',
    );
  let app: ReturnType<typeof initializeApp> | undefined;
  let auth = options.auth;
  if (!auth) {
    if (emulator) env.METADATA_SERVER_DETECTION ??= 'none';
    const projectId = options.projectId ?? (emulator ? 'demo-colmena' : undefined);
    app = initializeApp(projectId ? { projectId } : {}, `colmena-auth-${randomUUID()}`);
    auth = getAuth(app);
  }
  const accounts = new FirebaseAccounts({
    auth,
    toolkit: identityToolkit(apiKey, identityToolkitBase(env)),
    clock: options.clock,
    ids: options.ids,
    limits: options.loginLimits,
    ...storeAuthState(options.store, options.clock),
  });
  return {
    accounts,
    close: async () => {
      if (app) await deleteApp(app);
    },
  };
}
