import { findMissingIndex } from '@colmena/shared/query';
import type { Database } from 'better-sqlite3';
import { deepFreeze } from '../../deepFreeze';
import { AppError } from '../../http/AppError';
import { statementCache } from '../../sqlite/statementCache';
import { type AppendChange, assertAppend } from '../appendElement';
import { createIndexRegistry, type IndexRegistry } from '../indexRegistry';
import { withPath } from '../ownCollection';
import type {
  Change,
  CommittedDocumentChange,
  DocData,
  Store,
  StoredDoc,
  StoreQuery,
  StoreTransaction,
  Unsubscribe,
  WatchEvent,
  WatchOptions,
} from '../Store';
import { companyCollection } from '../Store';
import { appendTallyFromCache } from './appendCheck';
import { bodyFor, type Current, type Write } from './applyWrite';
import { assertCollectionName, assertDocId } from './assertNames';
import { type ReadNow, readDocumentNow } from './cachedRead';
import { cacheWrites } from './cachedWrite';
import { ChangeLog } from './changeLog';
import { type Checkpointer, startCheckpointer } from './checkpointer';
import { CommitFeed } from './commitFeed';
import { type CompiledQuery, compileQuery, normaliseQuery, servingIndexFields } from './compileQuery';
import { cacheKey, copySharingFrozen, DocCache, type DocCacheOptions } from './docCache';
import { ExpressionIndexes } from './expressionIndexes';
import { createGroupCommit, type GroupCommit } from './groupCommit';
import { createMutex } from './mutex';
import { PlannerStats } from './plannerStats';
import { PreparedQueries, type PreparedQuery } from './preparedQueries';
import { selectDocs, selectJson } from './readPage';
import type { CommittedChange } from './resumeLog';
import { ResumeLog } from './resumeLog';
import { createStoreSchema } from './schema';
import { WatchHub } from './watchHub';
import { knownKey, readDoc, writeAll } from './writeAll';

interface Row {
  id: string;
  data: string;
  spill: string | null;
}

export interface SqliteStoreOptions {
  /** Declared composite indexes; default: none (then only single-field queries run). */
  indexes?: IndexRegistry;
  /** The recently read documents kept parsed (docCache.ts); default: rows of 2,048 characters or more. */
  docCache?: DocCacheOptions;
}

/** Companies are few and read on every request (tenancy): their committed JSON stays in memory. */
const maxCachedCompanies = 10_000;

/**
 * The Store port on one SQLite database: documents as JSON, a global change seq, live watches.
 *
 * Writes are group-committed (groupCommit.ts): the transactions that finish while a commit is
 * pending share one SQLite transaction (each in its own savepoint: one whose write fails is
 * undone alone and fails alone), committed once the event loop has handled the requests at
 * hand; each caller's promise settles after that commit. While another process holds the write
 * lock, a transaction that writes waits for it briefly without blocking, then fails with
 * store_busy; reads are not held up (WAL readers never wait for a writer).
 * Transactions still run one at a time and see the writes of the ones before them. Every read
 * outside a transaction first commits what is pending, so it never sees an uncommitted write
 * (`get` only when the pending group writes its document: any other row reads as committed).
 */
export class SqliteStore implements Store {
  readonly indexes: IndexRegistry;
  readonly expressionIndexes: ExpressionIndexes;
  private readonly sql: ReturnType<typeof statementCache>;
  private readonly exclusive = createMutex();
  private readonly hub: WatchHub;
  private readonly stats: PlannerStats;
  private readonly commits: GroupCommit;
  /** The seqs of this connection's writes and the change log (changesSince). */
  private readonly changeLog: ChangeLog;
  private readonly nextSeq = () => this.changeLog.next();
  private readonly checkpointer: Checkpointer | null;
  private readonly stopIndexing: () => void;
  /**
   * tenant → committed company, its JSON and that parsed (absent: not cached; unknown tenants are
   * never cached). Every command reads its company: a copy of the tree costs a quarter of a parse.
   */
  private readonly companies = new Map<string, { json: string; tree: DocData }>();
  /** Recently read documents, as their rows stand (docCache.ts). */
  private readonly docs: DocCache;
  private readonly prepared = new PreparedQueries();
  private readonly feed = new CommitFeed();
  /** Which collections' inserted documents get element rows (applyWrite). */
  private readonly tracksElementsOf = (collection: string) =>
    this.expressionIndexes.tracksElementsOf(collection);
  private lastSeq: number;

  constructor(
    private readonly db: Database,
    options: SqliteStoreOptions = {},
  ) {
    createStoreSchema(db);
    this.checkpointer = startCheckpointer(db);
    this.sql = statementCache(db);
    this.indexes = options.indexes ?? createIndexRegistry();
    this.docs = new DocCache(options.docCache);
    this.stats = new PlannerStats(db);
    this.changeLog = new ChangeLog(db);
    this.commits = createGroupCommit(
      db,
      (changes, companies, bulk) => {
        this.checkpointer?.committed();
        for (const tenant of companies) this.companies.delete(tenant);
        this.publish(changes, bulk);
      },
      () => this.docs.clear(),
      { begun: () => this.changeLog.synced(), committing: (changes) => this.changeLog.record(changes) },
    );
    // Building an index inside a pending group would tie it to that group's fate: commit first.
    this.expressionIndexes = new ExpressionIndexes(
      db,
      () => {
        this.stats.indexBuilt();
        this.prepared.clear();
        // Tracking a field may have put spilled arrays back in their rows: cached rows say otherwise.
        this.docs.clear();
      },
      () => this.commits.flush(),
    );
    for (const index of this.indexes.all()) this.expressionIndexes.declare(index);
    this.expressionIndexes.dropUndeclared();
    this.stopIndexing = this.indexes.onAdd((index) => {
      this.prepared.clear();
      this.expressionIndexes.declare(index);
    });
    this.lastSeq = this.changeLog.lastSeq;
    this.hub = new WatchHub(new ResumeLog(this.lastSeq), () => this.lastSeq);
  }

  async getCompany(tenant: string): Promise<StoredDoc | null> {
    return this.committedCompanyDoc(tenant);
  }

  async listCompanies(): Promise<StoredDoc[]> {
    this.commits.flush();
    const rows = this.sql('SELECT tenant AS id, data FROM companies ORDER BY tenant').all() as Row[];
    return rows.map((row) => readDoc(row.data, row.id, companyCollection));
  }

  async get(tenant: string, collection: string, id: string): Promise<StoredDoc | null> {
    assertCollectionName(collection);
    // Only a pending write of this document would show through: other reads leave the group to
    // commit with the requests of its turn (a public form read per submission committed each one alone).
    if (this.commits.writesDocument(tenant, collection, id)) this.commits.flush();
    return this.getNow(tenant, collection, id);
  }

  async query(tenant: string, query: StoreQuery): Promise<StoredDoc[]> {
    const { normal, compiled } = this.prepare(tenant, query);
    this.commits.flush();
    return selectDocs(this.sql, compiled, tenant, normal.collection);
  }

  async queryJson(tenant: string, query: StoreQuery): Promise<string[]> {
    const { normal, compiled } = this.prepare(tenant, query);
    this.commits.flush();
    return selectJson(this.sql, compiled, tenant, normal.collection);
  }

  async count(tenant: string, query: StoreQuery): Promise<number> {
    const { count } = this.prepare(tenant, query).compiled;
    this.commits.flush();
    return (this.sql(count.sql).get(...count.params) as { n: number }).n;
  }

  async changesSince(tenant: string, seq: number): Promise<Change[]> {
    this.commits.flush();
    return this.changeLog.since(tenant, seq);
  }

  /** Throws synchronously (bad query, missing index); then a snapshot (or resume) and changes. */
  watch(
    tenant: string,
    query: StoreQuery,
    listener: (e: WatchEvent) => void,
    options?: WatchOptions,
  ): Unsubscribe {
    const { normal, compiled } = this.prepare(tenant, query);
    this.commits.flush();
    const run = () => selectDocs(this.sql, compiled, tenant, normal.collection);
    return this.hub.subscribe({ tenant, query: normal, run, listener, sinceSeq: options?.sinceSeq });
  }

  /**
   * Transactions run one at a time (a writer waits for the previous one) and read what the
   * ones before them wrote; the buffered writes are applied together after `fn` resolves, and
   * the promise settles once they are committed (watchers hear of them then).
   */
  transaction<T>(tenant: string, fn: (tx: StoreTransaction) => Promise<T> | T): Promise<T> {
    return this.exclusive(async () => {
      const writes: Write[] = [];
      // The cached documents this write changed: should it be rolled back, they go too.
      const touched: string[] = [];
      // What fn read of documents, as stored: their writes need not read them again.
      const known = new Map<string, Current | null>();
      const epoch = this.commits.epoch();
      const read = async <R>(r: () => R): Promise<R> => {
        if (writes.length > 0) throw new Error('a transaction must do all its reads before its writes');
        return r();
      };
      const write = (w: Write) => {
        if (w.collection !== null) {
          assertCollectionName(w.collection);
          assertDocId(w.id);
        }
        // Every caller hands a write of its own making: its body is replaced, not the write copied.
        if (w.data) w.data = bodyFor(w.collection, w.data);
        writes.push(w);
      };
      const tx: StoreTransaction = {
        getCompany: () =>
          read(() => {
            if (!this.commits.writesCompany(tenant)) return this.committedCompanyDoc(tenant);
            const json = this.companyRow(tenant);
            return json === null ? null : readDoc(json, tenant, companyCollection);
          }),
        get: (collection, id) =>
          read(() => {
            assertCollectionName(collection);
            const row = this.readNow(tenant, collection, id);
            known.set(knownKey(collection, id), row && { json: row.json, spill: row.spill });
            return row?.doc ?? null;
          }),
        query: (query) =>
          read(() => {
            const { normal, compiled } = this.prepare(tenant, query);
            return selectDocs(this.sql, compiled, tenant, normal.collection);
          }),
        count: (query) =>
          read(() => {
            const { count } = this.prepare(tenant, query).compiled;
            return (this.sql(count.sql).get(...count.params) as { n: number }).n;
          }),
        setCompany: (data) => write({ kind: 'set', collection: null, id: tenant, data }),
        mergeCompany: (data) => write({ kind: 'merge', collection: null, id: tenant, data }),
        set: (collection, id, data) => write({ kind: 'set', collection, id, data }),
        merge: (collection, id, data) => write({ kind: 'merge', collection, id, data }),
        append: (collection, id, field, element, patch = {}) => {
          assertCollectionName(collection);
          assertDocId(id);
          assertAppend(field, patch);
          const append: AppendChange = { field, element, patch };
          const key = cacheKey(tenant, collection, id);
          const writtenBefore = writes.some((w) => w.collection === collection && w.id === id);
          const read = known.get(knownKey(collection, id));
          const tally = appendTallyFromCache(this.docs, key, read?.json, writtenBefore, append);
          // Rendered when applied, not now: the command may still fail, and the cached tree must not change then.
          const render = () => {
            touched.push(key);
            return tally && this.docs.append(key, append, tally);
          };
          // A field an array index reads stays in the row, where the index's SQL finds it.
          const spills = !this.expressionIndexes.tracksElements(collection, field);
          writes.push({ kind: 'append', collection, id, append, spills, ...(tally ? { render } : {}) });
        },
        delete: (collection, id) => write({ kind: 'delete', collection, id }),
      };
      const result = await fn(tx);
      // What fn read may belong to a group whose commit failed meanwhile: nothing may build on it.
      this.commits.assertValid(epoch);
      // What fn read may be pending: its result waits for that commit too.
      if (writes.length === 0) return { result, committed: this.commits.pending() };
      // Another process holding the write lock: wait for it a little (never blocking), or store_busy.
      const opening = this.commits.ready();
      if (opening) await opening;
      let committed: Promise<void>;
      try {
        committed = this.commits.apply(
          () =>
            writeAll(
              this.sql,
              this.nextSeq,
              tenant,
              writes,
              this.tracksElementsOf,
              known,
              cacheWrites(this.docs, tenant, touched),
            ),
          writes.some((w) => w.collection === null) ? [tenant] : [],
          writes.length,
        );
      } catch (error) {
        for (const key of touched) this.docs.forget(key);
        throw error;
      }
      return { result, committed };
    }).then(async ({ result, committed }) => {
      await committed;
      return result;
    });
  }

  /** Open subscriptions and the distinct queries they share (diagnostics). */
  watching(): { subscriptions: number; views: number } {
    return this.hub.size();
  }

  /** Commits what is pending now (otherwise done on the next turn of the event loop). */
  flush(): void {
    this.commits.flush();
  }

  onCommit(listener: (changes: readonly CommittedDocumentChange[]) => void): Unsubscribe {
    return this.feed.listen(listener);
  }

  async close(): Promise<void> {
    this.stopIndexing();
    if (!this.db.open) return;
    this.commits.flush();
    await this.checkpointer?.close();
    if (this.db.open) this.db.close();
  }

  private publish(committed: CommittedChange[], bulk = false): void {
    if (committed.length === 0) return;
    // Changes come in seq order: the last one is the commit's seq.
    this.lastSeq = Math.max(this.lastSeq, committed.at(-1)?.seq ?? 0);
    this.stats.written(committed.length);
    try {
      this.hub.publish(committed, bulk);
    } catch (error) {
      console.error('[colmena] publishing a commit to watchers failed:', error);
    }
    this.feed.hear(committed);
  }

  private committedCompanyDoc(tenant: string): StoredDoc | null {
    let cached = this.companies.get(tenant);
    if (cached === undefined) {
      // The row must be the committed one: nothing of this tenant's company is pending, but
      // committing first keeps the rule simple (a cache miss is rare).
      this.commits.flush();
      const json = this.companyRow(tenant);
      if (json === null) return null;
      if (this.companies.size >= maxCachedCompanies) this.companies.clear();
      const tree = JSON.parse(json) as DocData;
      // Shared by every reader (copySharingFrozen): none may change them in place.
      if (typeof tree.collectionsArray === 'object') deepFreeze(tree.collectionsArray);
      cached = { json, tree };
      this.companies.set(tenant, cached);
    }
    return withPath(copySharingFrozen(cached.tree, 'collectionsArray'), tenant, companyCollection);
  }

  private companyRow(tenant: string): string | null {
    const row = this.sql('SELECT data FROM companies WHERE tenant = ?').get(tenant) as
      | { data: string }
      | undefined;
    return row?.data ?? null;
  }

  private getNow(tenant: string, collection: string, id: string): StoredDoc | null {
    return this.readNow(tenant, collection, id)?.doc ?? null;
  }

  /** A document as its row stands now, with its JSON (through the document cache: cachedRead.ts). */
  private readNow(tenant: string, collection: string, id: string): ReadNow | null {
    return readDocumentNow(this.sql, this.docs, tenant, collection, id);
  }

  /** The SQL a query runs as (for tests and diagnostics: EXPLAIN QUERY PLAN it). */
  compiled(tenant: string, query: StoreQuery): CompiledQuery {
    return this.prepare(tenant, query).compiled;
  }

  /** Validates, enforces the indexes declared for the tenant (as Firestore would), compiles; builds nothing. */
  private prepare(tenant: string, query: StoreQuery): PreparedQuery {
    return this.prepared.get(tenant, query, () => this.prepareNow(tenant, query));
  }

  private prepareNow(tenant: string, query: StoreQuery): PreparedQuery {
    const normal = normaliseQuery(query);
    if (findMissingIndex(normal, this.indexes.declared(tenant))) throw new AppError('query_requires_index');
    const tracked = (collection: string, field: string) =>
      this.expressionIndexes.tracksElements(collection, field);
    const fields = servingIndexFields(normal, tracked);
    const indexedBy = fields ? this.expressionIndexes.builtIndexOver(normal.collection, fields) : null;
    return { normal, compiled: compileQuery(tenant, normal, tracked, indexedBy) };
  }
}
