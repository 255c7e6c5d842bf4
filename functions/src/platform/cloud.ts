import { join } from 'node:path';
import type { AppConfig } from '../deps';
import { LocalAccounts } from './accounts/local/LocalAccounts';
import { systemClock } from './clock';
import type { EmbeddedPlatform } from './embedded';
import { LocalFiles } from './files/local/LocalFiles';
import { randomIds } from './ids';
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
}

/**
 * The deployment with documents in Firestore (STORE=firestore; FIRESTORE_EMULATOR_HOST for
 * the emulator). Until the cloud adapters for accounts, files and mail exist, those stay
 * local under `dataDir` as in the embedded deployment, and so do the seed marker and the
 * runtime index declarations that go with them.
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
  const accounts = new LocalAccounts({ db, clock, ids });
  const files = new LocalFiles(join(dataDir, 'files'));
  const { mailer, outbox } = openMail(db, clock, config.mail);
  return {
    deps: { store, accounts, files, clock, ids, mailer, outbox, indexes, config },
    marker: sqliteSeedMarker(db),
    indexes,
    close: async () => {
      await store.close();
      if (db.open) db.close();
    },
  };
}
