import type { Database } from 'better-sqlite3';
import { jsonPath } from './jsonPath';
import { type StoredRow, withSpilled } from './spilledArrays';

/** SQLite's json type of an array element → Firestore's type rank (as fieldSql's `rank`). */
const elementRank = (type: string) =>
  `CASE ${type} WHEN 'null' THEN 0 WHEN 'true' THEN 1 WHEN 'false' THEN 1 WHEN 'integer' THEN 2 ` +
  `WHEN 'real' THEN 2 WHEN 'text' THEN 3 WHEN 'array' THEN 4 ELSE 5 END`;

/** Where an element statement finds a document's row: a trigger's NEW or OLD, or bound parameters. */
interface RowSource {
  tenant: string;
  collection: string;
  id: string;
  data: string;
}
const triggerRow = (row: 'NEW' | 'OLD'): RowSource => ({
  tenant: `${row}.tenant`,
  collection: `${row}.collection`,
  id: `${row}.id`,
  data: `${row}.data`,
});

/**
 * The element rows of one document for every tracked array field of its collection.
 * json_each walks the field as json_extract returns it: SQLite's JSON functions share one parse
 * of the document within a statement, json_each does not, and parsing a chat thread (spec §3: its
 * messages inside) cost ~30 µs at 200 messages for each field a message changed (issue 14).
 */
const elementsOf = (row: RowSource) => `
  SELECT ${row.tenant}, ${row.collection}, f.field, ${elementRank('e.type')}, coalesce(e.value, 0), ${row.id}
  FROM element_fields f, json_each(json_extract(${row.data}, f.path)) e
  WHERE f.collection = ${row.collection} AND json_type(${row.data}, f.path) = 'array'`;

/**
 * The element rows of a document just inserted (its row bound as @tenant, @collection, @id,
 * @data), run by the write itself (applyWrite) for a collection with a tracked field — not by
 * an insert trigger. A trigger on `documents` made every insert into it a statement that may
 * write several rows, so SQLite kept a statement journal of each page it touched: written to a
 * temporary file when the command is large (an import batch: groupCommit.ts, largeMemberWrites),
 * for collections that track nothing (excel.bench at 30,000 rows, builds in turn: 354–364 →
 * 294–331 µs of server CPU a row without it). Updates and deletes keep their triggers:
 * they fire only when a row is rewritten, not on the inserts that imports and commands are made of.
 */
export const insertElementsSql = `INSERT OR IGNORE INTO doc_elements ${elementsOf({
  tenant: '@tenant',
  collection: '@collection',
  id: '@id',
  data: '@data',
})}`;

/** A document's element rows are exactly those of its collection's tracked fields: drop them all. */
const deleteOld =
  'DELETE FROM doc_elements WHERE tenant = OLD.tenant AND collection = OLD.collection AND id = OLD.id;';
/** A tracked field whose value the update left as it was (its JSON text the same before and after). */
const sameIn = (f: string) => `json_extract(OLD.data, ${f}.path) IS json_extract(NEW.data, ${f}.path)`;
/**
 * An update rewrites the rows of the tracked fields it changed, and only those: a message
 * appended to a thread of 1,000 participants left its 1,000 participant rows as they were,
 * yet the trigger deleted and inserted them all on every message (1.4 ms of SQLite each).
 */
const updateChanged = `
  DELETE FROM doc_elements WHERE tenant = OLD.tenant AND collection = OLD.collection AND id = OLD.id
    AND field IN (SELECT f.field FROM element_fields f WHERE f.collection = OLD.collection AND NOT ${sameIn('f')});
  INSERT OR IGNORE INTO doc_elements ${elementsOf(triggerRow('NEW'))} AND NOT ${sameIn('f')};`;
/**
 * Triggers fire only for collections with a tracked array field: every other update or delete
 * (the command counter, most documents) pays one primary-key probe, not the trigger.
 */
const whenTracked = (row: 'NEW' | 'OLD') =>
  `WHEN EXISTS (SELECT 1 FROM element_fields WHERE collection = ${row}.collection)`;

/**
 * The array-contains index (Firestore's arrayConfig CONTAINS): one row per element of each
 * tracked array field, kept by the write of an insert (insertElementsSql) and by triggers for
 * updates and deletes. Without it an array filter with an order walks the order's index and
 * opens every document; with it SQLite picks the few documents holding the element (or probes
 * membership while walking).
 *
 * The triggers are re-created at every open: an older database had ones without the WHEN guard
 * whose delete matched a row value IN a json_each subquery, which cost ~120 µs per update of
 * any document (measured: the counter update of every command went from 120 µs to 5 µs).
 */
export function createElementSchema(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS element_fields (
      collection TEXT NOT NULL,
      field TEXT NOT NULL,
      path TEXT NOT NULL,
      PRIMARY KEY (collection, field)
    ) STRICT, WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS doc_elements (
      tenant TEXT NOT NULL,
      collection TEXT NOT NULL,
      field TEXT NOT NULL,
      rank INTEGER NOT NULL,
      value ANY NOT NULL,
      id TEXT NOT NULL,
      PRIMARY KEY (tenant, collection, field, rank, value, id)
    ) STRICT, WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS doc_elements_by_document ON doc_elements (tenant, collection, id);
    DROP TRIGGER IF EXISTS doc_elements_insert;
    DROP TRIGGER IF EXISTS doc_elements_delete;
    DROP TRIGGER IF EXISTS doc_elements_update;
    CREATE TRIGGER doc_elements_delete AFTER DELETE ON documents ${whenTracked('OLD')} BEGIN ${deleteOld} END;
    CREATE TRIGGER doc_elements_update AFTER UPDATE OF data ON documents ${whenTracked('OLD')} BEGIN
      ${updateChanged}
    END;
  `);
}

/** Which (collection, array field) pairs are tracked; tracking one fills it from the stored documents. */
export class ElementIndex {
  private readonly tracked = new Set<string>();
  /** How many fields each collection has tracked: a write asks for every document it inserts. */
  private readonly fieldsOf = new Map<string, number>();

  constructor(
    private readonly db: Database,
    private readonly onBuilt: () => void = () => undefined,
    private readonly beforeBuild: () => void = () => undefined,
  ) {
    const rows = db.prepare('SELECT collection, field FROM element_fields').all() as {
      collection: string;
      field: string;
    }[];
    for (const { collection, field } of rows) this.add(collection, field);
  }

  private add(collection: string, field: string): void {
    this.tracked.add(JSON.stringify([collection, field]));
    this.fieldsOf.set(collection, (this.fieldsOf.get(collection) ?? 0) + 1);
  }

  /** Whether a document of the collection has element rows: its inserts must write them (insertElementsSql). */
  tracksAny(collection: string): boolean {
    return this.fieldsOf.has(collection);
  }

  has(collection: string, field: string): boolean {
    return this.tracked.has(JSON.stringify([collection, field]));
  }

  /** The tracked pairs, as JSON [collection, field]. */
  list(): string[] {
    return [...this.tracked];
  }

  /** Stops tracking a field and forgets its rows (filters on it then read each document's array). */
  untrack(collection: string, field: string): void {
    const key = JSON.stringify([collection, field]);
    if (!this.tracked.has(key)) return;
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM element_fields WHERE collection = ? AND field = ?').run(collection, field);
      this.db.prepare('DELETE FROM doc_elements WHERE collection = ? AND field = ?').run(collection, field);
    })();
    this.tracked.delete(key);
    const left = (this.fieldsOf.get(collection) ?? 1) - 1;
    if (left > 0) this.fieldsOf.set(collection, left);
    else this.fieldsOf.delete(collection);
  }

  track(collection: string, field: string): void {
    const key = JSON.stringify([collection, field]);
    if (this.tracked.has(key)) return;
    this.beforeBuild();
    const path = jsonPath(field);
    this.db.transaction(() => {
      inlineSpilled(this.db, collection, field);
      this.db
        .prepare('INSERT OR IGNORE INTO element_fields (collection, field, path) VALUES (?, ?, ?)')
        .run(collection, field, path);
      this.db
        .prepare(
          `INSERT OR IGNORE INTO doc_elements
           SELECT d.tenant, d.collection, ?, ${elementRank('e.type')}, coalesce(e.value, 0), d.id
           FROM documents d, json_each(d.data, ?) e
           WHERE d.collection = ? AND json_type(d.data, ?) = 'array'`,
        )
        .run(field, path, collection, path);
    })();
    this.add(collection, field);
    this.onBuilt();
  }
}

/**
 * Puts a field's spilled arrays back in their rows (spilledArrays.ts), so the element index built
 * from the rows' `data` holds their elements; appends leave a tracked field inline from then on.
 * The seq stays: the document is the same.
 */
function inlineSpilled(db: Database, collection: string, field: string): void {
  const sql = (text: string) => db.prepare(text);
  const rows = db
    .prepare('SELECT tenant, id, data, spill FROM documents WHERE collection = ? AND spill = ?')
    .all(collection, field) as (StoredRow & { tenant: string; id: string })[];
  const inline = db.prepare(
    'UPDATE documents SET data = ?, spill = NULL WHERE tenant = ? AND collection = ? AND id = ?',
  );
  for (const row of rows)
    inline.run(withSpilled(sql, row.tenant, collection, row.id, row), row.tenant, collection, row.id);
}
