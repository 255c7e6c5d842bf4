import type { Statement } from 'better-sqlite3';
import {
  applyWrite,
  type Current,
  type KnownCurrent,
  type OnStored,
  type TracksElements,
  type Write,
} from './applyWrite';
import type { CommittedChange } from './resumeLog';

type Sql = (sql: string) => Statement;

export { readDoc } from './applyWrite';

/**
 * Applies a transaction's writes in order (inside the open SQLite transaction); returns its
 * changes. `tracksElements` tells which collections' inserts write element rows. `known` is what the transaction read of documents before writing (keyed by
 * knownKey): the first write to such a document needs not read it again. `onStored` hears
 * each document row written, as applyWrite tells it.
 */
export function writeAll(
  sql: Sql,
  /** Each write's seq (ChangeLog.next). */
  nextSeq: () => number,
  tenant: string,
  writes: readonly Write[],
  tracksElements: TracksElements,
  known?: ReadonlyMap<string, Current | null>,
  onStored?: OnStored,
): CommittedChange[] {
  const changes: CommittedChange[] = [];
  const written = new Set<string>();
  for (const w of writes) {
    const key = knownKey(w.collection, w.id);
    const current: KnownCurrent = written.has(key) ? undefined : known?.get(key);
    written.add(key);
    const change = applyWrite(sql, nextSeq, tenant, w, tracksElements, current, onStored);
    if (change) changes.push(change);
  }
  return changes;
}

/** The key of a document (collection null: the company) in a transaction's `known` reads. */
export function knownKey(collection: string | null, id: string): string {
  return collection === null ? `\u0000${id}` : `${collection}\u0000${id}`;
}
