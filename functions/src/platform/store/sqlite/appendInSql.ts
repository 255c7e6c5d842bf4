import type { Statement } from 'better-sqlite3';
import { type AppendChange, definedFields } from '../appendElement';

type Sql = (sql: string) => Statement;

/** `$."name"`: a top-level field as a SQLite JSON path; null for a name such a path cannot quote. */
function topLevelPath(name: string): string | null {
  return name.includes('"') || name.includes('\\') ? null : `$."${name}"`;
}

/** Whether SQLite can make this append itself: every field it names fits in a JSON path. */
export function appendableInSql(change: AppendChange): boolean {
  return (
    topLevelPath(change.field) !== null &&
    definedFields(change.patch).every(([name]) => topLevelPath(name) !== null)
  );
}

/**
 * The append made by SQLite on the stored JSON (`json_set` of the patch, `json_insert … [#]` of
 * the element), without JS parsing, copying or serialising the document: its new JSON, for the
 * watchers and the document cache. The row must exist and the change be appendableInSql, its
 * values checked (appendTally.ts); the field must hold an array or nothing (else SQLite leaves it).
 */
export function appendInSql(
  sql: Sql,
  tenant: string,
  collection: string,
  id: string,
  seq: number,
  change: AppendChange,
): string {
  const fields = definedFields(change.patch);
  const setArgs: string[] = [];
  for (const [name, value] of fields) setArgs.push(topLevelPath(name) as string, JSON.stringify(value));
  const row = sql(
    `UPDATE documents SET seq = ?, data = json_insert(json_set(data${', ?, json(?)'.repeat(fields.length)}), ?, json(?)) ` +
      'WHERE tenant = ? AND collection = ? AND id = ? RETURNING data',
  ).get(
    seq,
    ...setArgs,
    `${topLevelPath(change.field)}[#]`,
    JSON.stringify(change.element),
    tenant,
    collection,
    id,
  ) as { data: string } | undefined;
  if (row === undefined) throw new Error(`append: no row ${collection}/${id}`);
  return row.data;
}
