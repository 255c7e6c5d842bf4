import { createHash } from 'node:crypto';
import { arrayOps, type CompositeIndex, requiredIndex, type StoreQuery } from '@colmena/shared/query';
import type { Database } from 'better-sqlite3';
import { ElementIndex } from './elementIndex';
import { fieldSql, sqlString } from './fieldSql';

const prefix = 'docx_';

/**
 * SQLite expression indexes over `documents`, partial per collection, whose columns are the
 * `rank`/`value` expressions of fieldSql.ts (what compileQuery writes), then the id:
 * - one per declared composite index (its non-array fields, in order), built at open and when
 *   an index is declared, so the queries it allows walk it instead of sorting;
 * - one per (collection, field) on first use by a query that needs no composite index (an
 *   order alone, one field, equality only), as Firestore's automatic single-field indexes.
 * An array field (arrayConfig CONTAINS, or any array filter) is tracked in the element index
 * instead, which compileQuery's array filters read.
 */
export class ExpressionIndexes {
  private readonly built = new Set<string>();
  /** (collection, fields) → index name: a query asks on every run, hashing each time would cost. */
  private readonly nameByKey = new Map<string, string>();
  private readonly elements: ElementIndex;

  /**
   * `beforeBuild` runs before any DDL (the store commits its pending writes then, so an index
   * is never part of a group commit that could still fail); `onBuilt` after.
   */
  constructor(
    private readonly db: Database,
    private readonly onBuilt: () => void = () => undefined,
    private readonly beforeBuild: () => void = () => undefined,
  ) {
    const rows = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'documents'")
      .all() as { name: string }[];
    for (const { name } of rows) if (name.startsWith(prefix)) this.built.add(name);
    this.elements = new ElementIndex(db, onBuilt, beforeBuild);
  }

  /** The SQLite index serving a declared composite index. */
  declare(index: CompositeIndex): void {
    if ((index.queryScope ?? 'COLLECTION') !== 'COLLECTION') return;
    for (const f of index.fields) if (f.arrayConfig) this.elements.track(index.collectionGroup, f.fieldPath);
    const fields = index.fields.filter((f) => !f.arrayConfig && f.fieldPath !== '__name__');
    if (fields.length > 0)
      this.ensure(
        index.collectionGroup,
        fields.map((f) => f.fieldPath),
      );
  }

  /** The single-field index a query needing no composite index walks, built on first use. */
  forQuery(q: StoreQuery): void {
    for (const [field, op] of q.where) if (arrayOps.has(op)) this.elements.track(q.collection, field);
    if (requiredIndex(q)) return;
    const field = q.orderBy?.[0] ?? q.where.find(([, op]) => !arrayOps.has(op))?.[0];
    if (field !== undefined) this.ensure(q.collection, [field]);
  }

  /** Names of the expression indexes built so far (for tests and diagnostics). */
  names(): string[] {
    return [...this.built];
  }

  private ensure(collection: string, fields: string[]): void {
    const key = JSON.stringify([collection, fields]);
    let name = this.nameByKey.get(key);
    if (name === undefined) {
      name = indexName(key);
      this.nameByKey.set(key, name);
    }
    if (this.built.has(name)) return;
    this.beforeBuild();
    const columns = fields.flatMap((field) => {
      const f = fieldSql(field);
      return [f.rank, f.value];
    });
    this.db.exec(
      `CREATE INDEX IF NOT EXISTS "${name}" ON documents (tenant, ${columns.join(', ')}, id) ` +
        `WHERE collection = ${sqlString(collection)}`,
    );
    this.built.add(name);
    this.onBuilt();
  }
}

/** `key` is JSON.stringify([collection, fields]) (names built by earlier versions stay valid). */
function indexName(key: string): string {
  return prefix + createHash('sha256').update(key).digest('hex').slice(0, 24);
}
