import { findMissingIndex, type StoreQuery as SharedQuery } from '@colmena/shared/query';
import type { Database } from 'better-sqlite3';
import { AppError } from '../../http/AppError';
import { statementCache } from '../../sqlite/statementCache';
import { createIndexRegistry, type IndexRegistry } from '../indexRegistry';
import type {
  Change,
  Store,
  StoredDoc,
  StoreQuery,
  StoreTransaction,
  Unsubscribe,
  WatchEvent,
  WatchOptions,
} from '../Store';
import { companyCollection } from '../Store';
import { applyWrite, storedBody, toDoc, type Write } from './applyWrite';
import { assertCollectionName, assertDocId } from './assertNames';
import { type CompiledQuery, compileQuery, normaliseQuery } from './compileQuery';
import { ExpressionIndexes } from './expressionIndexes';
import { createMutex } from './mutex';
import { PlannerStats } from './plannerStats';
import type { CommittedChange } from './resumeLog';
import { ResumeLog } from './resumeLog';
import { createStoreSchema } from './schema';
import { WatchHub } from './watchHub';

interface Row {
  id: string;
  data: string;
}

export interface SqliteStoreOptions {
  /** Declared composite indexes; default: none (then only single-field queries run). */
  indexes?: IndexRegistry;
}

/** The Store port on one SQLite database: documents as JSON, a global change seq, live watches. */
export class SqliteStore implements Store {
  readonly indexes: IndexRegistry;
  readonly expressionIndexes: ExpressionIndexes;
  private readonly sql: ReturnType<typeof statementCache>;
  private readonly exclusive = createMutex();
  private readonly hub: WatchHub;
  private readonly stats: PlannerStats;
  private readonly stopIndexing: () => void;
  private lastSeq: number;

  constructor(
    private readonly db: Database,
    options: SqliteStoreOptions = {},
  ) {
    createStoreSchema(db);
    this.sql = statementCache(db);
    this.indexes = options.indexes ?? createIndexRegistry();
    this.stats = new PlannerStats(db);
    this.expressionIndexes = new ExpressionIndexes(db, () => this.stats.indexBuilt());
    for (const index of this.indexes.declared()) this.expressionIndexes.declare(index);
    this.stopIndexing = this.indexes.onAdd((index) => this.expressionIndexes.declare(index));
    this.lastSeq =
      (db.prepare('SELECT max(seq) AS seq FROM changes').get() as { seq: number | null }).seq ?? 0;
    this.hub = new WatchHub(new ResumeLog(this.lastSeq), () => this.lastSeq);
  }

  async getCompany(tenant: string): Promise<StoredDoc | null> {
    const row = this.sql('SELECT data FROM companies WHERE tenant = ?').get(tenant) as Row | undefined;
    return row ? toDoc(row.data, tenant, companyCollection) : null;
  }

  async listCompanies(): Promise<StoredDoc[]> {
    const rows = this.sql('SELECT tenant AS id, data FROM companies ORDER BY tenant').all() as Row[];
    return rows.map((row) => toDoc(row.data, row.id, companyCollection));
  }

  async get(tenant: string, collection: string, id: string): Promise<StoredDoc | null> {
    assertCollectionName(collection);
    const row = this.sql('SELECT data FROM documents WHERE tenant = ? AND collection = ? AND id = ?').get(
      tenant,
      collection,
      id,
    ) as Row | undefined;
    return row ? toDoc(row.data, id, collection) : null;
  }

  async query(tenant: string, query: StoreQuery): Promise<StoredDoc[]> {
    const { normal, compiled } = this.prepare(tenant, query);
    return this.select(compiled, normal.collection);
  }

  async count(tenant: string, query: StoreQuery): Promise<number> {
    const { count } = this.prepare(tenant, query).compiled;
    return (this.sql(count.sql).get(...count.params) as { n: number }).n;
  }

  async changesSince(tenant: string, seq: number): Promise<Change[]> {
    return this.sql(
      'SELECT seq, tenant, collection, id, kind FROM changes WHERE tenant = ? AND seq > ? ORDER BY seq',
    ).all(tenant, seq) as Change[];
  }

  /** Throws synchronously (bad query, missing index); then a snapshot (or resume) and changes. */
  watch(
    tenant: string,
    query: StoreQuery,
    listener: (e: WatchEvent) => void,
    options?: WatchOptions,
  ): Unsubscribe {
    const { normal, compiled } = this.prepare(tenant, query);
    const run = () => this.select(compiled, normal.collection);
    return this.hub.subscribe({ tenant, query: normal, run, listener, sinceSeq: options?.sinceSeq });
  }

  /**
   * Transactions run one at a time (a writer waits for the previous one), reads see committed
   * data, and the buffered writes are applied in one SQLite transaction after `fn` resolves;
   * watchers hear of them after the commit.
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
        writes.push(w.data ? { ...w, data: storedBody(w.data) } : w);
      };
      const tx: StoreTransaction = {
        getCompany: () => read(() => this.getCompany(tenant)),
        get: (collection, id) => read(() => this.get(tenant, collection, id)),
        query: (query) => read(() => this.query(tenant, query)),
        count: (query) => read(() => this.count(tenant, query)),
        setCompany: (data) => write({ kind: 'set', collection: null, id: tenant, data }),
        mergeCompany: (data) => write({ kind: 'merge', collection: null, id: tenant, data }),
        set: (collection, id, data) => write({ kind: 'set', collection, id, data }),
        merge: (collection, id, data) => write({ kind: 'merge', collection, id, data }),
        delete: (collection, id) => write({ kind: 'delete', collection, id }),
      };
      const result = await fn(tx);
      if (writes.length === 0) return result;
      const committed = this.db.transaction(() => {
        const changes: CommittedChange[] = [];
        for (const w of writes) {
          const change = applyWrite(this.sql, tenant, w);
          if (change) changes.push(change);
        }
        return changes;
      })();
      this.publish(committed);
      return result;
    });
  }

  /** Open subscriptions and the distinct queries they share (diagnostics). */
  watching(): { subscriptions: number; views: number } {
    return this.hub.size();
  }

  async close(): Promise<void> {
    this.stopIndexing();
    if (this.db.open) this.db.close();
  }

  private publish(committed: CommittedChange[]): void {
    if (committed.length === 0) return;
    // Changes come in seq order: the last one is the commit's seq.
    this.lastSeq = Math.max(this.lastSeq, committed.at(-1)?.seq ?? 0);
    this.stats.written(committed.length);
    try {
      this.hub.publish(committed);
    } catch (error) {
      console.error('[colmena] publishing a commit to watchers failed:', error);
    }
  }

  /** Validates, enforces declared indexes (as Firestore would), builds what serves it, compiles. */
  private prepare(tenant: string, query: StoreQuery): { normal: SharedQuery; compiled: CompiledQuery } {
    const normal = normaliseQuery(query);
    if (findMissingIndex(normal, this.indexes.declared())) throw new AppError('query_requires_index');
    this.expressionIndexes.forQuery(normal);
    return { normal, compiled: compileQuery(tenant, normal) };
  }

  private select({ select }: CompiledQuery, collection: string): StoredDoc[] {
    const rows = this.sql(select.sql).all(...select.params) as Row[];
    return rows.map((row) => toDoc(row.data, row.id, collection));
  }
}
