import type { Statement } from 'better-sqlite3';
import type { StoredDoc } from '../Store';
import { storedRow } from './cachedRead';
import type { CompiledQuery } from './compileQuery';
import { documentJsonOf, textRowJson } from './documentJson';
import { withSpilled } from './spilledArrays';
import { readDoc } from './writeAll';

type Sql = (text: string) => Statement;

/** A compiled query's row (compileQuery selects these columns in this order). */
type SelectedRow = [id: string, data: string, spill: string | null];

/** A compiled query's documents. Rows come as arrays: better-sqlite3 makes a row object key by key (a 50-row page: ~35 µs of ~85). */
export function selectDocs(
  sql: Sql,
  { select }: CompiledQuery,
  tenant: string,
  collection: string,
): StoredDoc[] {
  const rows = sql(select.sql)
    .raw(true)
    .all(...select.params) as SelectedRow[];
  return rows.map(([id, data, spill]) =>
    readDoc(withSpilled(sql, tenant, collection, id, { data, spill }), id, collection),
  );
}

/** The same documents as JSON texts (Store.queryJson), from one text a row (compileQuery's `texts`). */
export function selectJson(sql: Sql, { texts }: CompiledQuery, tenant: string, collection: string): string[] {
  const json = documentJsonOf(collection);
  const spilledRow = (id: string) =>
    withSpilled(sql, tenant, collection, id, storedRow(sql, tenant, collection, id));
  return (
    sql(texts.sql)
      .pluck(true)
      .all(...texts.params) as string[]
  ).map((text) => textRowJson(json, text, spilledRow));
}
