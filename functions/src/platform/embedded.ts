import { join } from 'node:path';
import type { AppConfig, AppDeps } from '../deps';
import { LocalAccounts } from './accounts/local/LocalAccounts';
import { systemClock } from './clock';
import { LocalFiles } from './files/local/LocalFiles';
import { randomIds } from './ids';
import type { SeedMarker } from './seed/SeedMarker';
import { sqliteSeedMarker } from './seed/sqliteSeedMarker';
import { openDatabase } from './sqlite/openDatabase';
import { SqliteStore } from './store/sqlite/SqliteStore';

export interface EmbeddedPlatform {
  deps: AppDeps;
  marker: SeedMarker;
  close(): Promise<void>;
}

/** The embedded deployment's adapters: one SQLite file and a files folder under `dataDir`. */
export function openEmbedded(
  dataDir: string,
  config: AppConfig,
  clock = systemClock,
  ids = randomIds,
): EmbeddedPlatform {
  const db = openDatabase(join(dataDir, 'colmena.db'));
  const store = new SqliteStore(db);
  const accounts = new LocalAccounts({ db, clock, ids });
  const files = new LocalFiles(join(dataDir, 'files'));
  return {
    deps: { store, accounts, files, clock, ids, config },
    marker: sqliteSeedMarker(db),
    close: () => store.close(),
  };
}
