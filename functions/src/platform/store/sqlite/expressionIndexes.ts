import { createHash } from 'node:crypto';
import type { CompositeIndex } from '@colmena/shared/query';
import type { Database } from 'better-sqlite3';
import { ElementIndex } from './elementIndex';
import { fieldSql, sqlString } from './fieldSql';
import { logEntriesTable, tableOf } from './logEntries';

const prefix = 'docx_';
const globalPrefix = 'docg_';
/** Indexes over log_entries (logEntries.ts): its columns where the fields have one. */
const logPrefix = 'logx_';

/**
 * Fields the product itself sorts and filters every company collection by, whatever the
 * company calls the collection (spec §3, §9: main lists by Name, journals by ProjectId and
 * CreatedAt): one index each over the whole table, (tenant, collection, field, id), partial on
 * the field being present — what a query on it asks anyway (compileQuery) — so the writes of
 * documents without it (logs, records, counters) maintain nothing.
 */
export const builtInFields = ['Name', 'CreatedAt', 'ProjectId'] as const;

/**
 * Chat threads (spec §3: every message inside its thread's document) stay out of the global
 * indexes: an index's WHERE and columns are evaluated on the old and the new row of every update,
 * each a parse of the thread's whole JSON, so every message paid three indexes' upkeep growing
 * with its thread (issue 14 bench: ~70 µs of SQLite a send at 120 messages) for fields no thread
 * query reads. The collection test comes first and settles it without parsing anything; a query
 * uses these indexes only when it states the same term (compileQuery: globalIndexGuard).
 */
export const outsideGlobalIndexes = 'messages';
export const globalIndexGuard = `collection <> ${sqlString(outsideGlobalIndexes)}`;
/** The global index of a built-in field; the suffix tells it from the earlier ones without the guard. */
const globalIndexName = (field: string) => `${globalPrefix}${field.toLowerCase()}_outside_threads`;

/** The fixed collections' own lookups (ARCHITECTURE §3): built at open like a declaration. */
export const builtInIndexes: readonly CompositeIndex[] = [
  { collectionGroup: 'agenda', fields: [{ fieldPath: 'LoginID', order: 'ASCENDING' }] },
  { collectionGroup: 'logs', fields: [{ fieldPath: 'date', order: 'DESCENDING' }] },
  { collectionGroup: 'commands', fields: [{ fieldPath: 'seq', order: 'ASCENDING' }] },
  { collectionGroup: 'widgets', fields: [{ fieldPath: 'place', order: 'ASCENDING' }] },
  { collectionGroup: 'tasksMessages', fields: [{ fieldPath: 'to', order: 'ASCENDING' }] },
  // The tasks a staff member gave, followed live by their shell (web features/tasks/assignedTasks).
  { collectionGroup: 'tasksMessages', fields: [{ fieldPath: 'from', order: 'ASCENDING' }] },
  { collectionGroup: 'messages', fields: [{ fieldPath: 'participants', arrayConfig: 'CONTAINS' }] },
  // The session's unread badge (features/accounts/countUnreadThreads).
  { collectionGroup: 'messages', fields: [{ fieldPath: 'unreadBy', arrayConfig: 'CONTAINS' }] },
];

/**
 * Physical structures declarations may add beyond the built-in ones (expression indexes, and
 * tracked array fields, each): every company may declare maxIndexesPerTenant, and companies
 * are many, so the table's indexes (which every write to their collection maintains and every
 * statement's planning weighs) stay bounded whatever they declare. A declaration beyond it
 * still lets its queries run (the registry decides that); they scan their company's documents.
 */
export const maxDeclaredStructures = 1000;

export interface ExpressionIndexOptions {
  /** Default maxDeclaredStructures. */
  maxDeclared?: number;
}

/**
 * SQLite expression indexes over `documents`, whose columns are the `rank`/`value` expressions
 * of fieldSql.ts (what compileQuery writes), then the id:
 * - the built-in ones (builtInFields over every collection, builtInIndexes), built at open;
 * - one per distinct declared index (its non-array fields, in order; partial per collection),
 *   built at open and when declared — a company's declaration and the deployment's file alike,
 *   one index for equal declarations of several companies.
 * Nothing else: a query never builds anything (issue 8: one index per new field name a user
 * queried slowed every company down). A query no index serves scans its company's documents of
 * its collection, which the primary key (tenant, collection, id) bounds.
 * An array field (arrayConfig CONTAINS) is tracked in the element index instead; a filter on an
 * untracked one reads the array in each document (compileWhere).
 */
export class ExpressionIndexes {
  private readonly built = new Set<string>();
  /** The declared-index names this process wants (the rest are dropped by dropUndeclared). */
  private readonly wanted = new Set<string>();
  private readonly wantedElements = new Set<string>();
  /** (collection, fields) → index name: hashing each time would cost. */
  private readonly nameByKey = new Map<string, string>();
  private readonly elements: ElementIndex;
  private readonly maxDeclared: number;
  private declaredCount = 0;
  private elementCount = 0;
  private warned = false;
  /** Set while the constructor builds the built-in ones: planner statistics are gathered once after. */
  private opening = true;

  /**
   * `beforeBuild` runs before any DDL (the store commits its pending writes then, so an index
   * is never part of a group commit that could still fail); `onBuilt` after.
   */
  constructor(
    private readonly db: Database,
    private readonly onBuilt: () => void = () => undefined,
    private readonly beforeBuild: () => void = () => undefined,
    options: ExpressionIndexOptions = {},
  ) {
    this.maxDeclared = options.maxDeclared ?? maxDeclaredStructures;
    const rows = db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name IN ('documents', '${logEntriesTable}')`,
      )
      .all() as { name: string }[];
    for (const { name } of rows) {
      if (name.startsWith(prefix) || name.startsWith(globalPrefix) || name.startsWith(logPrefix))
        this.built.add(name);
    }
    this.elements = new ElementIndex(db, onBuilt, beforeBuild);
    this.dropEarlierGlobals();
    const before = this.built.size;
    for (const field of builtInFields) this.ensureGlobal(field);
    for (const index of builtInIndexes) this.build(index, true);
    this.opening = false;
    if (this.built.size > before) onBuilt();
  }

  /** What serves a declared index (within maxDeclared; a duplicate costs nothing). */
  declare(index: CompositeIndex): void {
    this.build(index, false);
  }

  /** Whether array filters on this field read the element index (else each document's array). */
  tracksElements(collection: string, field: string): boolean {
    return this.elements.has(collection, field);
  }

  /** Whether the collection has a tracked array field (its inserts write element rows). */
  tracksElementsOf(collection: string): boolean {
    return this.elements.tracksAny(collection);
  }

  /**
   * Drops what no built-in or declared index asks for: indexes and tracked fields that earlier
   * versions built on a query's first use. Called at open, once every declaration is in.
   */
  dropUndeclared(): void {
    // Those of logs an earlier version built over `documents` among them (docx_: now logx_).
    const unwanted = [...this.built].filter(
      (name) => (name.startsWith(prefix) || name.startsWith(logPrefix)) && !this.wanted.has(name),
    );
    const untracked = this.elements.list().filter((key) => !this.wantedElements.has(key));
    if (unwanted.length === 0 && untracked.length === 0) return;
    this.beforeBuild();
    for (const name of unwanted) {
      this.db.exec(`DROP INDEX IF EXISTS "${name}"`);
      this.built.delete(name);
    }
    for (const key of untracked) {
      const [collection, field] = JSON.parse(key) as [string, string];
      this.elements.untrack(collection, field);
    }
    this.onBuilt();
  }

  /**
   * The built index over exactly these fields of `collection`, in this order, if any. The
   * planner's sampled statistics cannot always tell it from a built-in single-field index that
   * also avoids the sort (issue 8 bench: a project's newest journals walked the CreatedAt index
   * through 5,000 documents instead of reading 50 from the declared composite one).
   */
  builtIndexOver(collection: string, fields: readonly string[]): string | null {
    const name = this.nameByKey.get(JSON.stringify([collection, fields]));
    return name !== undefined && this.built.has(name) && this.wanted.has(name) ? name : null;
  }

  /** Names of the expression indexes built (for tests and diagnostics). */
  names(): string[] {
    return [...this.built];
  }

  private build(index: CompositeIndex, builtIn: boolean): void {
    if ((index.queryScope ?? 'COLLECTION') !== 'COLLECTION') return;
    const collection = index.collectionGroup;
    const table = tableOf(collection);
    for (const f of index.fields) {
      // Log entries keep no element rows (their table has no element triggers): json_each reads them.
      if (!f.arrayConfig || table !== 'documents') continue;
      const key = JSON.stringify([collection, f.fieldPath]);
      if (this.wantedElements.has(key)) continue;
      if (!builtIn && !this.withinCap(this.elementCount)) continue;
      if (!builtIn) this.elementCount += 1;
      this.wantedElements.add(key);
      this.elements.track(collection, f.fieldPath);
    }
    const fields = index.fields.filter((f) => !f.arrayConfig && f.fieldPath !== '__name__');
    if (fields.length === 0) return;
    const name = this.nameOf(
      collection,
      fields.map((f) => f.fieldPath),
    );
    if (this.wanted.has(name)) return;
    if (!builtIn && !this.withinCap(this.declaredCount)) return;
    if (!builtIn) this.declaredCount += 1;
    this.wanted.add(name);
    if (this.built.has(name)) return;
    const columns = fields.flatMap((field) => {
      const f = fieldSql(field.fieldPath, collection);
      return f.column === undefined ? [f.rank, f.value] : [f.column];
    });
    this.create(
      name,
      table === 'documents'
        ? `ON documents (tenant, ${columns.join(', ')}, id) WHERE collection = ${sqlString(collection)}`
        : `ON ${table} (tenant, ${columns.join(', ')}, id)`,
    );
  }

  private withinCap(count: number): boolean {
    if (count < this.maxDeclared) return true;
    if (!this.warned) {
      this.warned = true;
      console.warn(
        `[colmena] ${this.maxDeclared} declared indexes are built; later declarations run without one`,
      );
    }
    return false;
  }

  private ensureGlobal(field: string): void {
    const name = globalIndexName(field);
    if (this.built.has(name)) return;
    const f = fieldSql(field);
    this.create(
      name,
      `ON documents (tenant, collection, ${f.rank}, ${f.value}, id) WHERE ${globalIndexGuard} AND ${f.rank} IS NOT NULL`,
    );
  }

  /** Global indexes an earlier version built (without the threads' guard): no query states their WHERE now. */
  private dropEarlierGlobals(): void {
    const current = new Set(builtInFields.map(globalIndexName));
    const earlier = [...this.built].filter((name) => name.startsWith(globalPrefix) && !current.has(name));
    if (earlier.length === 0) return;
    this.beforeBuild();
    for (const name of earlier) {
      this.db.exec(`DROP INDEX IF EXISTS "${name}"`);
      this.built.delete(name);
    }
  }

  private create(name: string, definition: string): void {
    this.beforeBuild();
    this.db.exec(`CREATE INDEX IF NOT EXISTS "${name}" ${definition}`);
    this.built.add(name);
    if (!this.opening) this.onBuilt();
  }

  private nameOf(collection: string, fields: string[]): string {
    const key = JSON.stringify([collection, fields]);
    let name = this.nameByKey.get(key);
    if (name === undefined) {
      name = indexName(key, tableOf(collection) === 'documents' ? prefix : logPrefix);
      this.nameByKey.set(key, name);
    }
    return name;
  }
}

/** `key` is JSON.stringify([collection, fields]) (names built by earlier versions stay valid). */
function indexName(key: string, namePrefix: string): string {
  return namePrefix + createHash('sha256').update(key).digest('hex').slice(0, 24);
}
