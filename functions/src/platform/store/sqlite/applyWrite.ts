import type { Statement } from 'better-sqlite3';
import { AppError } from '../../http/AppError';
import { type AppendChange, withAppended } from '../appendElement';
import { deepMerge } from '../deepMerge';
import { keepsOwnCollection, withPath } from '../ownCollection';
import type { ChangeKind, DocData, StoredDoc } from '../Store';
import { companyCollection } from '../Store';
import { assertStorable, assertTenant, storedBody } from '../validateDocument';
import type { AppendRender } from './docCache';
import { insertElementsSql } from './elementIndex';
import { logColumnList, logColumnValues, logEntriesTable, tableOf, textPerTable } from './logEntries';
import type { CommittedChange } from './resumeLog';
import { jsonWithout, type StoredRow, storeSpilled, withSpilled } from './spilledArrays';

/** A pending write; `collection` null means the company document. */
export interface Write {
  kind: ChangeKind | 'append';
  collection: string | null;
  id: string;
  data?: DocData;
  /** kind 'append': what joins the document (StoreTransaction.append). */
  append?: AppendChange;
  /**
   * kind 'append', when the store checked the change against the document's cached tree: what
   * renders the document's JSON after it from that tree (which it amends; undefined when it
   * cannot). Without it the body is rebuilt and checked whole.
   */
  render?: () => AppendRender | undefined;
  /** kind 'append': whether the field may be spilled (spilledArrays.ts: no index reads it). */
  spills?: boolean;
}

type Sql = (sql: string) => Statement;

/** A stored document as read: its JSON parsed, with FireId and collection (ownCollection.ts). */
export function readDoc(json: string, id: string, collection: string): StoredDoc {
  return withPath(JSON.parse(json) as DocData, id, collection);
}

export function toDoc(json: string, id: string, collection: string): StoredDoc {
  // A fresh object from JSON.parse: adding the two keys is cheaper than spreading it.
  const doc = JSON.parse(json) as StoredDoc;
  doc.FireId = id;
  doc.collection = collection;
  return doc;
}

/** A document as a transaction read it: its JSON (spilled arrays put back) and its row's spilled field. */
export interface Current {
  json: string;
  spill: string | null;
}

/**
 * What the transaction already knows of a write's document before it: what it read (null: it read
 * that there was none). Undefined when unknown: then the write finds out.
 */
export type KnownCurrent = Current | null | undefined;

/**
 * Told of each document row a write left (not the company's): its new seq, its JSON and the body
 * that JSON was made from (null for both: deleted). The store's DocCache listens.
 */
export type OnStored = (
  collection: string,
  id: string,
  seq: number,
  json: string | null,
  body: DocData | null,
  /** An append rendered from the cached tree (Write.render): no body, the cache holds it already. */
  appended?: boolean,
  /** The row's spilled field after the write (spilledArrays.ts). */
  spill?: string | null,
) => void;

/** Whether a collection has a tracked array field: a document inserted there gets its element rows. */
export type TracksElements = (collection: string) => boolean;

/**
 * Applies one write inside the open SQLite transaction under the next seq: sets, merges (deeply,
 * as Firestore's set-merge) or deletes. A delete of a missing document is no change at all.
 * Returns the change as the watch hub needs it.
 *
 * The document as it was is read only when the transaction has not read it already (`known`)
 * and the write needs it: a merge or a delete does; a set first tries to insert (most sets
 * create: a document, its log entry, the command record) and reads only when one is there.
 */
export function applyWrite(
  sql: Sql,
  /** The write's seq (ChangeLog.next): its document row's and its change's. */
  nextSeq: () => number,
  tenant: string,
  w: Write,
  tracksElements: TracksElements,
  known?: KnownCurrent,
  onStored?: OnStored,
): CommittedChange | null {
  // Firestore could not hold a tenant named like `__x__` (or with a '/'): neither do we.
  assertTenant(tenant);
  const collection = w.collection ?? companyCollection;
  let current: Current | null | undefined = known;
  if (current === undefined && !(w.kind === 'set' && w.collection !== null))
    current = readCurrent(sql, tenant, w.collection, w.id);
  if (w.kind === 'delete' && !current) return null;
  // Firestore's update of a missing document fails: so does an append.
  if (w.kind === 'append' && (!current || w.collection === null || !w.append))
    throw new AppError('not_found');
  const seq = nextSeq();
  const kind: ChangeKind = w.kind === 'append' ? 'merge' : w.kind;
  const before = current?.json ?? null;
  const table = w.collection === null ? null : tableOf(w.collection);
  // Log entries never spill an array (their table has no spilled rows: logEntries.ts).
  const spills = w.spills === true && table === 'documents';
  const rendered = w.kind === 'append' && spills ? w.render?.() : undefined;
  if (rendered !== undefined && w.collection !== null && w.append) {
    // A message into a thread of ~200: this small update and one insert, against a rewrite of its
    // 28 KB row (spilledArrays.ts).
    spillAppend(sql, tenant, w.collection, w.id, seq, w.append.field, rendered);
    onStored?.(w.collection, w.id, seq, rendered.json, null, true, w.append.field);
    return committed(seq, kind, tenant, collection, w.id, before, rendered.json);
  }
  if (w.kind === 'delete') {
    if (w.collection === null) sql('DELETE FROM companies WHERE tenant = ?').run(tenant);
    else sql(deleteText(w.collection)).run(tenant, w.collection, w.id);
    if (w.collection !== null) onStored?.(w.collection, w.id, seq, null, null);
    return committed(seq, kind, tenant, collection, w.id, before, null);
  }
  let data = w.data ?? {};
  // The spilled field this write leaves spilled: an append's (when it may), or the one a merge
  // that does not name it keeps; every other write puts the document's arrays back inline.
  let spill: string | null = null;
  if (w.kind === 'merge' && current) {
    data = deepMerge(JSON.parse(current.json) as DocData, data);
    // Each part fits, the whole may not (Firestore refuses such a merge at its commit too).
    assertStorable(data);
    const kept = current.spill;
    if (kept !== null && !Object.hasOwn(w.data ?? {}, kept) && Array.isArray(data[kept])) {
      spill = kept;
      moveLast(data, kept);
    }
  } else if (w.kind === 'append' && w.append && current) {
    // Not checked against a cached tree (a small or unread document): rebuilt and checked whole.
    data = withAppended(JSON.parse(current.json) as DocData, w.append);
    assertStorable(data);
    if (spills && w.collection !== null) {
      const { field } = w.append;
      const list = data[field] as unknown[];
      moveLast(data, field);
      // Already spilled: the new element alone joins the stored ones.
      const from = current.spill === field ? list.length - 1 : 0;
      const json = JSON.stringify(data);
      spillAppend(sql, tenant, w.collection, w.id, seq, field, {
        json,
        row: jsonWithout(data, field),
        from,
        items: list.slice(from).map((e) => JSON.stringify(e)),
      });
      onStored?.(w.collection, w.id, seq, json, data, false, field);
      return committed(seq, kind, tenant, collection, w.id, before, json);
    }
  }
  const json = JSON.stringify(data);
  if (table === logEntriesTable && w.collection !== null) {
    current = writeLogEntry(sql, tenant, w.collection, w.id, json, seq, data, current);
    onStored?.(w.collection, w.id, seq, json, data, false, null);
    return committed(seq, kind, tenant, collection, w.id, current?.json ?? null, json);
  }
  // The spilled elements stay as they are: the row's other fields alone are rewritten. Guarded by
  // the row's own `spill`, so a reader's stale idea of it can never drop the array: then whole.
  if (
    spill !== null &&
    w.collection !== null &&
    sql(
      'UPDATE documents SET data = ?, seq = ? WHERE tenant = ? AND collection = ? AND id = ? AND spill = ?',
    ).run(jsonWithout(data, spill), seq, tenant, w.collection, w.id, spill).changes !== 1
  )
    spill = null;
  if (w.collection === null) {
    sql(
      'INSERT INTO companies (tenant, data, seq) VALUES (?, ?, ?) ' +
        'ON CONFLICT (tenant) DO UPDATE SET data = excluded.data, seq = excluded.seq',
    ).run(tenant, json, seq);
  } else if (spill !== null) {
    // Written above, the spilled elements kept.
  } else if (!current) {
    // A set not knowing whether the document is there, or knowing it is not: an insert tells, and
    // is the whole write. Not the upsert below: its DO UPDATE brings the update triggers into the
    // statement, and with them a statement journal of every page it touches (elementIndex.ts).
    const inserted = sql(
      'INSERT INTO documents (tenant, collection, id, data, seq) VALUES (?, ?, ?, ?, ?) ' +
        'ON CONFLICT (tenant, collection, id) DO NOTHING',
    ).run(tenant, w.collection, w.id, json, seq).changes;
    if (inserted === 1) {
      current = null;
      insertElements(sql, tenant, w.collection, w.id, json, tracksElements);
    } else {
      current = readCurrent(sql, tenant, w.collection, w.id);
      sql(
        'UPDATE documents SET data = ?, seq = ?, spill = NULL WHERE tenant = ? AND collection = ? AND id = ?',
      ).run(json, seq, tenant, w.collection, w.id);
    }
  } else {
    // Known to be there: an update (its element rows are its trigger's).
    const updated = sql(
      'UPDATE documents SET data = ?, seq = ?, spill = NULL WHERE tenant = ? AND collection = ? AND id = ?',
    ).run(json, seq, tenant, w.collection, w.id).changes;
    if (updated === 0) {
      sql('INSERT INTO documents (tenant, collection, id, data, seq) VALUES (?, ?, ?, ?, ?)').run(
        tenant,
        w.collection,
        w.id,
        json,
        seq,
      );
      insertElements(sql, tenant, w.collection, w.id, json, tracksElements);
    }
  }
  if (w.collection !== null) onStored?.(w.collection, w.id, seq, json, data, false, spill);
  // Parsed back (when a watcher asks) so what watchers hold shares nothing with the caller's objects.
  return committed(seq, kind, tenant, collection, w.id, current?.json ?? null, json);
}

const deleteText = textPerTable(
  (table) => `DELETE FROM ${table} WHERE tenant = ? AND collection = ? AND id = ?`,
);
const readText = textPerTable(
  (table) => `SELECT data, spill FROM ${table} WHERE tenant = ? AND collection = ? AND id = ?`,
);
const insertLogText =
  `INSERT INTO ${logEntriesTable} (tenant, collection, id, data, seq, ${logColumnList}) ` +
  'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant, collection, id) DO NOTHING';
const updateLogText =
  `UPDATE ${logEntriesTable} SET data = ?, seq = ?, ${logColumnList.replaceAll(', ', ' = ?, ')} = ? ` +
  'WHERE tenant = ? AND collection = ? AND id = ?';

/**
 * A log entry's set (or merge, its body merged already): an insert, or an update when it is there,
 * its columns with it. Returns what was there before (null: nothing). Log entries are neither
 * tracked nor spilled (logEntries.ts).
 */
function writeLogEntry(
  sql: Sql,
  tenant: string,
  collection: string,
  id: string,
  json: string,
  seq: number,
  data: DocData,
  current: Current | null | undefined,
): Current | null {
  const columns = logColumnValues(data);
  if (current === undefined || current === null) {
    const inserted = sql(insertLogText).run(tenant, collection, id, json, seq, ...columns).changes;
    if (inserted === 1) return null;
    current = readCurrent(sql, tenant, collection, id);
  }
  sql(updateLogText).run(json, seq, ...columns, tenant, collection, id);
  return current;
}

/** The element rows of a document just inserted, when its collection tracks an array field. */
function insertElements(
  sql: Sql,
  tenant: string,
  collection: string,
  id: string,
  data: string,
  tracksElements: TracksElements,
): void {
  if (tracksElements(collection)) sql(insertElementsSql).run({ tenant, collection, id, data });
}

/** Puts a field last in its object (a document's spilled field is last, as readers get it back). */
function moveLast(data: DocData, field: string): void {
  const value = data[field];
  delete data[field];
  data[field] = value;
}

/** Writes an append whose field is (or becomes) spilled: the row's other fields, then its new elements. */
function spillAppend(
  sql: Sql,
  tenant: string,
  collection: string,
  id: string,
  seq: number,
  field: string,
  { row, from, items }: AppendRender,
): void {
  // A new `spill` drops the elements of the one before (trigger spilled_inline).
  sql('UPDATE documents SET data = ?, seq = ?, spill = ? WHERE tenant = ? AND collection = ? AND id = ?').run(
    row,
    seq,
    field,
    tenant,
    collection,
    id,
  );
  if (from === 0)
    sql('DELETE FROM spilled WHERE tenant = ? AND collection = ? AND id = ?').run(tenant, collection, id);
  storeSpilled(sql, tenant, collection, id, from, items);
}

function readCurrent(sql: Sql, tenant: string, collection: string | null, id: string): Current | null {
  if (collection === null) {
    const row = sql('SELECT data FROM companies WHERE tenant = ?').get(tenant) as
      | { data: string }
      | undefined;
    return row === undefined ? null : { json: row.data, spill: null };
  }
  const row = sql(readText(collection)).get(tenant, collection, id) as StoredRow | undefined;
  return row === undefined ? null : { json: withSpilled(sql, tenant, collection, id, row), spill: row.spill };
}

/**
 * The change as watchers see it: documents read as the store reads them (readDoc), so a log
 * entry's carries its own `collection` (ownCollection.ts) before and after the write alike.
 */
function committed(
  seq: number,
  kind: ChangeKind,
  tenant: string,
  collection: string,
  id: string,
  before: string | null,
  after: string | null,
): CommittedChange {
  return new StoredChange(seq, kind, tenant, collection, id, before, after);
}

/**
 * A committed write, its documents kept as the JSON texts written and parsed when asked. One object
 * a write, its methods on the prototype: closures over the texts made 3 KB of garbage an imported
 * row (a sampled heap profile of an import, 2026-11-28).
 */
class StoredChange implements CommittedChange {
  readonly deleted: boolean;
  readonly chars: number;
  readonly parsesOnce = true;
  private parsedBefore: StoredDoc | null | undefined;
  private parsedAfter: StoredDoc | null | undefined;

  constructor(
    readonly seq: number,
    readonly kind: ChangeKind,
    readonly tenant: string,
    readonly collection: string,
    readonly id: string,
    private readonly beforeJson: string | null,
    private readonly afterJson: string | null,
  ) {
    this.deleted = afterJson === null;
    this.chars = (beforeJson?.length ?? 0) + (afterJson?.length ?? 0);
  }

  before(): StoredDoc | null {
    if (this.parsedBefore === undefined)
      this.parsedBefore =
        this.beforeJson === null ? null : readDoc(this.beforeJson, this.id, this.collection);
    return this.parsedBefore;
  }

  after(): StoredDoc | null {
    if (this.parsedAfter === undefined) this.parsedAfter = this.fresh();
    return this.parsedAfter;
  }

  fresh(): StoredDoc | null {
    return this.afterJson === null ? null : readDoc(this.afterJson, this.id, this.collection);
  }

  text(): string | null {
    return this.afterJson;
  }
}

/** What a write stores: FireId and collection come from the path, except where a body keeps its own. */
export function bodyFor(collection: string | null, data: DocData): DocData {
  const body = storedBody(data);
  if (collection !== null && keepsOwnCollection(collection) && typeof data.collection === 'string')
    body.collection = data.collection;
  return body;
}
