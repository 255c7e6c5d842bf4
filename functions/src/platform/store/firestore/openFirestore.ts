import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';

export interface OpenedFirestore {
  db: Firestore;
  close(): Promise<void>;
}

/**
 * A firebase-admin Firestore client: credentials from the environment (Cloud Functions'
 * service account), or Google's emulator when FIRESTORE_EMULATOR_HOST is set, where the
 * project id defaults to `demo-colmena` (a `demo-` project never reaches production) and the
 * metadata-server probe of the auth library is skipped (there is no metadata server here).
 */
export function openFirestore(projectId?: string): OpenedFirestore {
  const emulator = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
  if (emulator) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const project = projectId ?? (emulator ? 'demo-colmena' : undefined);
  // A named app per store, so tests and tools can open several side by side.
  const app = initializeApp(project ? { projectId: project } : {}, `colmena-${randomUUID()}`);
  const db = getFirestore(app);
  db.settings({ ignoreUndefinedProperties: true });
  return { db, close: () => deleteApp(app) };
}
