import Database from 'better-sqlite3';
import { describeStoreConformance } from '../conformance/storeConformance';
import { createIndexRegistry } from '../indexRegistry';
import { SqliteStore } from './SqliteStore';

describeStoreConformance('SQLite', async () => {
  const indexes = createIndexRegistry();
  const store = new SqliteStore(new Database(':memory:'), { indexes });
  return { store, indexes, close: () => store.close() };
});
