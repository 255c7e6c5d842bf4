import { googleEmulatorBinary, startGoogleEmulator } from './googleEmulator';
import { startInProcessAuthEmulator } from './inProcessAuthEmulator';

/**
 * Where the cloud test apps find their emulators: one Auth emulator (in process, every project
 * apart) and, when the run chose Google's Firestore emulator, one of those, shared by every
 * test app of the run, each app in a project of its own. Started once per run by
 * cloudEmulatorsSetup.ts (the `functions-cloud` project's globalSetup) and handed to the
 * workers with provide/inject; a worker without them (a file run alone in another project)
 * starts its own on first use.
 */
export interface CloudEmulatorHosts {
  /** FIREBASE_AUTH_EMULATOR_HOST for every cloud test app. */
  auth: string;
  /** Google's Firestore emulator; absent: each test app starts the in-process stand-in. */
  firestore?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cloudEmulators: CloudEmulatorHosts;
  }
}

export type FirestoreChoice = 'google' | 'in-process';

/**
 * TEST_FIRESTORE=google | in-process; default Google's emulator when installed (transactions
 * isolate and conflict as in production), else the stand-in.
 */
export function firestoreChoice(env: NodeJS.ProcessEnv = process.env): FirestoreChoice {
  const asked = env.TEST_FIRESTORE;
  if (asked === 'in-process') return 'in-process';
  if (asked === 'google' || (asked === undefined && googleEmulatorBinary())) return 'google';
  if (asked !== undefined && asked !== '')
    throw new Error(`TEST_FIRESTORE must be google or in-process, got "${asked}"`);
  return 'in-process';
}

/** Starts the emulators a run shares; stop() ends them. */
export async function startCloudEmulators(choice = firestoreChoice()) {
  const binary = choice === 'google' ? googleEmulatorBinary() : null;
  if (choice === 'google' && !binary && !process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error("TEST_FIRESTORE=google but Google's Firestore emulator is not installed");
  const [auth, firestore] = await Promise.all([
    startInProcessAuthEmulator(),
    binary && !process.env.FIRESTORE_EMULATOR_HOST ? startGoogleEmulator(binary) : undefined,
  ]);
  const hosts: CloudEmulatorHosts = {
    auth: auth.host,
    ...(choice === 'google' ? { firestore: firestore?.host ?? process.env.FIRESTORE_EMULATOR_HOST } : {}),
  };
  return {
    hosts,
    stop: async () => {
      await Promise.all([auth.stop(), firestore?.stop()]);
    },
  };
}

let local: Promise<CloudEmulatorHosts> | undefined;

/** The run's emulators, or this worker's own (stopped when the worker ends). */
export async function cloudEmulatorHosts(): Promise<CloudEmulatorHosts> {
  // Imported here: the bench builds test apps too, outside vitest.
  const { inject } = await import('vitest');
  const provided = inject('cloudEmulators');
  if (provided) return provided;
  local ??= startCloudEmulators().then((started) => {
    process.once('beforeExit', () => void started.stop());
    return started.hosts;
  });
  return local;
}
