import type { Database } from 'better-sqlite3';
import { statementCache } from '../../sqlite/statementCache';
import type { Change, ChangeKind, DocData, Store, StoredDoc, StoreQuery, StoreTransaction } from '../Store';
import { companyCollection } from '../Store';
import { assertCollectionName, assertDocId } from './assertNames';
import { compileQuery } from './compileQuery';
import { deepMerge } from './deepMerge';
import { createMutex } from './mutex';
import { createStoreSchema } from './schema';

interface Row {
  id: string;
  data: string;
}

/** A pending write; `collection` null means the company document. */
interface Write {
  kind: ChangeKind;
  collection: string | null;
  id: string;
  data?: DocData;
}

function toDoc(row: Row, collection: string): StoredDoc {
  return { ...(JSON.parse(row.data) as DocData), FireId: row.id, collection };
}

/** The stored body: FireId and collection are derived from the path, never stored. */
function body(data: DocData): DocData {
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new TypeError('a document is an object');
  const { FireId: _id, collection: _collection, ...rest } = data;
  return rest;
}

export class SqliteStore implements Store {
  private readonly sql: ReturnType<typeof statementCache>;
  private readonly exclusive = createMutex();

  constructor(private readonly db: Database) {
    createStoreSchema(db);
    this.sql = statementCache(db);
  }

  async getCompany(tenant: string): Promise<StoredDoc | null> {
    const row = this.sql('SELECT tenant AS id, data FROM companies WHERE tenant = ?').get(tenant) as
      | Row
      | undefined;
    return row ? toDoc(row, companyCollection) : null;
  }

  async listCompanies(): Promise<StoredDoc[]> {
    const rows = this.sql('SELECT tenant AS id, data FROM companies ORDER BY tenant').all() as Row[];
    return rows.map((row) => toDoc(row, companyCollection));
  }

  async get(tenant: string, collection: string, id: string): Promise<StoredDoc | null> {
    assertCollectionName(collection);
    const row = this.sql('SELECT id, data FROM documents WHERE tenant = ? AND collection = ? AND id = ?').get(
      tenant,
      collection,
      id,
    ) as Row | undefined;
    return row ? toDoc(row, collection) : null;
  }

  async query(tenant: string, query: StoreQuery): Promise<StoredDoc[]> {
    const { sql, params, named } = compileQuery(tenant, query);
    const rows = this.sql(sql).all(...params, named) as Row[];
    return rows.map((row) => toDoc(row, query.collection));
  }

  async changesSince(tenant: string, seq: number): Promise<Change[]> {
    return this.sql(
      'SELECT seq, tenant, collection, id, kind FROM changes WHERE tenant = ? AND seq > ? ORDER BY seq',
    ).all(tenant, seq) as Change[];
  }

  /**
   * Transactions run one at a time (a writer waits for the previous one), reads see committed
   * data, and the buffered writes are applied in one SQLite transaction after `fn` resolves.
   */
  transaction<T>(tenant: string, fn: (tx: StoreTransaction) => Promise<T> | T): Promise<T> {
    return this.exclusive(async () => {
      const writes: Write[] = [];
      const read = async <R>(r: () => Promise<R>): Promise<R> => {
        if (writes.length > 0) throw new Error('a transaction must do all its reads before its writes');
        return r();
      };
      const write = (w: Write) => {
        if (w.collection !== null) {
          assertCollectionName(w.collection);
          assertDocId(w.id);
        }
        writes.push(w.data ? { ...w, data: body(w.data) } : w);
      };
      const tx: StoreTransaction = {
        getCompany: () => read(() => this.getCompany(tenant)),
        get: (collection, id) => read(() => this.get(tenant, collection, id)),
        query: (query) => read(() => this.query(tenant, query)),
        setCompany: (data) => write({ kind: 'set', collection: null, id: tenant, data }),
        mergeCompany: (data) => write({ kind: 'merge', collection: null, id: tenant, data }),
        set: (collection, id, data) => write({ kind: 'set', collection, id, data }),
        merge: (collection, id, data) => write({ kind: 'merge', collection, id, data }),
        delete: (collection, id) => write({ kind: 'delete', collection, id }),
      };
      const result = await fn(tx);
      this.db.transaction(() => {
        for (const w of writes) this.apply(tenant, w);
      })();
      return result;
    });
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private apply(tenant: string, w: Write): void {
    const collection = w.collection ?? companyCollection;
    const current =
      w.collection === null
        ? (this.sql('SELECT data FROM companies WHERE tenant = ?').get(tenant) as Row | undefined)
        : (this.sql('SELECT data FROM documents WHERE tenant = ? AND collection = ? AND id = ?').get(
            tenant,
            w.collection,
            w.id,
          ) as Row | undefined);
    if (w.kind === 'delete' && !current) return;
    const seq = Number(
      this.sql('INSERT INTO changes (tenant, collection, id, kind) VALUES (?, ?, ?, ?)').run(
        tenant,
        collection,
        w.id,
        w.kind,
      ).lastInsertRowid,
    );
    if (w.kind === 'delete') {
      if (w.collection === null) this.sql('DELETE FROM companies WHERE tenant = ?').run(tenant);
      else {
        this.sql('DELETE FROM documents WHERE tenant = ? AND collection = ? AND id = ?').run(
          tenant,
          w.collection,
          w.id,
        );
      }
      return;
    }
    const data =
      w.kind === 'merge' && current
        ? deepMerge(JSON.parse(current.data) as DocData, w.data ?? {})
        : (w.data ?? {});
    const json = JSON.stringify(data);
    if (w.collection === null) {
      this.sql(
        'INSERT INTO companies (tenant, data, seq) VALUES (?, ?, ?) ON CONFLICT (tenant) DO UPDATE SET data = excluded.data, seq = excluded.seq',
      ).run(tenant, json, seq);
    } else {
      this.sql(
        'INSERT INTO documents (tenant, collection, id, data, seq) VALUES (?, ?, ?, ?, ?) ' +
          'ON CONFLICT (tenant, collection, id) DO UPDATE SET data = excluded.data, seq = excluded.seq',
      ).run(tenant, w.collection, w.id, json, seq);
    }
  }
}
