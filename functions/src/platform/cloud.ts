import { join } from 'node:path';
import type { AppConfig } from '../deps';
import type { Accounts } from './accounts/Accounts';
import { openFirebaseAccounts } from './accounts/firebase/openFirebaseAccounts';
import { LocalAccounts } from './accounts/local/LocalAccounts';
import type { LoginLimits } from './accounts/throttleRules';
import { systemClock } from './clock';
import type { EmbeddedPlatform } from './embedded';
import { LocalFiles } from './files/local/LocalFiles';
import { randomIds } from './ids';
import { sqliteLiveSecret } from './live/liveSecret';
import { openMail } from './mail/openMail';
import { sqliteSeedMarker } from './seed/sqliteSeedMarker';
import { openDatabase } from './sqlite/openDatabase';
import { FirestoreStore } from './store/firestore/FirestoreStore';
import { type OpenedFirestore, openFirestore } from './store/firestore/openFirestore';
import { createIndexRegistry } from './store/indexRegistry';
import { sqliteIndexPersistence } from './store/sqlite/indexTable';

export interface CloudOptions {
  /** firestore.indexes.json (config INDEXES_FILE): what Firestore has deployed. */
  indexesFile: string;
  /** Default: from the environment (Cloud Functions), `demo-colmena` on the emulator. */
  projectId?: string;
  /** An already open client (tests); default: openFirestore(projectId). */
  firestore?: OpenedFirestore;
  /**
   * `firebase` (default): Firebase Authentication, its failures, codes and revocations in
   * Firestore; `local`: accounts in SQLite under `dataDir` as in the embedded deployment (only
   * for running against the Firestore emulator without the Auth emulator).
   */
  accounts?: 'firebase' | 'local';
  /** The project's Web API key for Identity Toolkit; default FIREBASE_API_KEY (any value on the emulator). */
  apiKey?: string;
  /** Sign-in throttling (tests); default loginLimits. */
  loginLimits?: LoginLimits;
}

/**
 * The cloud deployment (Cloud Functions, see ../index.ts; STORE=firestore for server.ts):
 * documents in Firestore and accounts in Firebase Authentication (FIRESTORE_EMULATOR_HOST and
 * FIREBASE_AUTH_EMULATOR_HOST for the emulators). Until cloud adapters for files and mail
 * exist, those stay local under `dataDir` as in the embedded deployment, and so do the seed
 * marker and the runtime index declarations that go with them.
 */
export function openCloud(
  dataDir: string,
  config: AppConfig,
  options: CloudOptions,
  clock = systemClock,
  ids = randomIds,
): EmbeddedPlatform {
  const db = openDatabase(join(dataDir, 'colmena.db'));
  const indexes = createIndexRegistry({ file: options.indexesFile, persistence: sqliteIndexPersistence(db) });
  const firestore = options.firestore ?? openFirestore(options.projectId);
  const store = new FirestoreStore(firestore.db, { indexes, release: () => firestore.close() });
  let accounts: Accounts;
  let closeAccounts = async () => {};
  if (options.accounts === 'local') {
    accounts = new LocalAccounts({ db, clock, ids, limits: options.loginLimits });
  } else {
    try {
      const opened = openFirebaseAccounts({
        store,
        clock,
        ids,
        projectId: options.projectId,
        apiKey: options.apiKey,
        loginLimits: options.loginLimits,
      });
      accounts = opened.accounts;
      closeAccounts = opened.close;
    } catch (error) {
      db.close();
      void store.close();
      throw error;
    }
  }
  const files = new LocalFiles(join(dataDir, 'files'));
  const { mailer, outbox } = openMail(db, clock, config.mail);
  return {
    deps: { store, accounts, files, clock, ids, mailer, outbox, indexes, config },
    marker: sqliteSeedMarker(db),
    indexes,
    // One process (server.ts with STORE=firestore); Cloud Functions instances share LIVE_TOKEN_SECRET instead.
    liveSecret: sqliteLiveSecret(db),
    close: async () => {
      await store.close();
      await closeAccounts();
      if (db.open) db.close();
    },
  };
}
