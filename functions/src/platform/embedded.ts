import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AppConfig, AppDeps } from '../deps';
import { LocalAccounts } from './accounts/local/LocalAccounts';
import { systemClock } from './clock';
import { LocalFiles } from './files/local/LocalFiles';
import { timeOrderedIds } from './ids';
import { inProcessDispatch } from './jobs/inProcessDispatch';
import { SqliteJobs } from './jobs/sqlite/SqliteJobs';
import { memoryLimitRecords } from './limits/memoryLimitRecords';
import { writeBehindLimitRecords } from './limits/writeBehindLimitRecords';
import { sqliteLiveSecret } from './live/liveSecret';
import { openMail } from './mail/openMail';
import type { SeedMarker } from './seed/SeedMarker';
import { sqliteSeedMarker } from './seed/sqliteSeedMarker';
import { openDatabase } from './sqlite/openDatabase';
import { ownTransaction } from './sqlite/ownTransaction';
import { createIndexRegistry, type IndexRegistry } from './store/indexRegistry';
import { sqliteIndexPersistence } from './store/sqlite/indexTable';
import { SqliteStore } from './store/sqlite/SqliteStore';

export interface EmbeddedPlatform {
  deps: AppDeps;
  marker: SeedMarker;
  /** The declared composite indexes (firestore.indexes.json + runtime declarations). */
  indexes: IndexRegistry;
  /** Seals live frame ids (LiveHub `frameIdSecret`): kept in the database, so it outlives a restart. */
  liveSecret: Uint8Array;
  close(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Default: the repository's firestore.indexes.json (config INDEXES_FILE). */
  indexesFile?: string;
}

/** The nearest firestore.indexes.json above this module (src/ or the dist/ bundle alike). */
function repoIndexesFile(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const file = join(dir, 'firestore.indexes.json');
    if (existsSync(file) || dirname(dir) === dir) return file;
    dir = dirname(dir);
  }
}

/** The embedded deployment's adapters: one SQLite file and a files folder under `dataDir`. */
export function openEmbedded(
  dataDir: string,
  config: AppConfig,
  clock = systemClock,
  ids = timeOrderedIds(() => clock.now().getTime()),
  options: EmbeddedOptions = {},
): EmbeddedPlatform {
  const db = openDatabase(join(dataDir, 'colmena.db'));
  const indexes = createIndexRegistry({
    file: options.indexesFile ?? repoIndexesFile(),
    persistence: sqliteIndexPersistence(db),
  });
  const store = new SqliteStore(db, { indexes });
  // Sessions, counters, codes and mail share `db` with the store: they commit on their own.
  const own = ownTransaction(db, () => store.flush());
  const accounts = new LocalAccounts({ db, clock, ids, own });
  const files = new LocalFiles(join(dataDir, 'files'));
  const { mailer, outbox } = openMail(db, clock, config.mail, own);
  // A stored job runs at once in this process (as the cloud's task queue has it run), not at the next tick.
  const dispatcher = inProcessDispatch(() => jobs, clock);
  const jobs: SqliteJobs = new SqliteJobs(db, clock, ids, { own, dispatch: dispatcher.dispatch });
  // One process owns the database: its memory is exact for webhook rates, replays and run
  // slots, and costs no write on the hot path. Counters that must outlive a restart (sign-ups,
  // public forms) are kept in the store too, written behind in the order of the writes they let in.
  const limitRecords = memoryLimitRecords();
  const durableLimitRecords = writeBehindLimitRecords(store);
  return {
    deps: {
      store,
      accounts,
      files,
      clock,
      ids,
      mailer,
      outbox,
      jobs,
      indexes,
      config,
      limitRecords,
      durableLimitRecords,
    },
    marker: sqliteSeedMarker(db),
    indexes,
    liveSecret: sqliteLiveSecret(db),
    close: () => {
      // Jobs not started yet wait for the next start's tick, not a closed database.
      dispatcher.stop();
      // The counters' last changes are committed before the database closes.
      return durableLimitRecords
        .drain()
        .catch((error: unknown) => console.error('[colmena] limit records not written at close:', error))
        .then(() => store.close());
    },
  };
}
