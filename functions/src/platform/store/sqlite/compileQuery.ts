import { effectiveOrder, type StoreQuery as SharedQuery, storeQueryProblem } from '@colmena/shared/query';
import { AppError } from '../../http/AppError';
import { defaultQueryLimit, maxWhereClauses, type StoreQuery, whereOps } from '../Store';
import { assertCollectionName } from './assertNames';
import { compileWhere, type Pinned, type SqlFragment } from './compileWhere';
import { globalIndexGuard, outsideGlobalIndexes } from './expressionIndexes';
import { fieldSql, sqlString } from './fieldSql';
import { tableOf } from './logEntries';

/** A port query with its defaults filled in, in the shape @colmena/shared/query works with. */
export function normaliseQuery(query: StoreQuery): SharedQuery {
  assertCollectionName(query.collection);
  const where = (query.where ?? []).map(([field, op, value]) => {
    if (!whereOps.includes(op)) throw new AppError('bad_request', `unknown operator ${String(op)}`);
    if (value === undefined) throw new AppError('value_undefined');
    return [field, op, value] as SharedQuery['where'][number];
  });
  if (where.length > maxWhereClauses + 1) {
    // One more than a caller may send: the server's owner filter (restrictQuery) adds one.
    throw new AppError('bad_request', `at most ${maxWhereClauses} where filters`);
  }
  const limit = query.limit ?? defaultQueryLimit;
  if (!Number.isInteger(limit) || limit < 1)
    throw new AppError('bad_request', 'limit must be a positive integer');
  const normal: SharedQuery = { collection: query.collection, where, limit };
  if (query.orderBy) {
    const [field, dir] = query.orderBy;
    if (dir !== 'asc' && dir !== 'desc')
      throw new AppError('bad_request', 'orderBy direction is asc or desc');
    normal.orderBy = [field, dir];
  }
  const problem = storeQueryProblem(normal);
  if (problem) throw new AppError('bad_request', `invalid query: ${problem}`);
  return normal;
}

export interface CompiledQuery {
  /** SELECT id, data, spill ... ORDER BY ... LIMIT +?, parameters last the limit. */
  select: SqlFragment;
  /**
   * The same rows as one text each (Store.queryJson, documentJson.ts): `{id}/{data}`, or `/{id}`
   * when an array of the row is spilled. better-sqlite3 hands out one string a row faster than
   * a row of three values (a 50-row page: ~50 µs against ~68).
   */
  texts: SqlFragment;
  /** SELECT count(*) with the same conditions, no order, no limit. */
  count: SqlFragment;
  /**
   * Where each slotted clause's value (isSlotted, in clause order) sits in the parameters (the
   * same places in all three): a query differing only in those values runs the same SQL with
   * them put there (preparedQueries.ts). Null when one of them did not compile to its value alone.
   */
  slots: number[] | null;
}

/** Comparisons whose SQL depends on their value's type alone, the value being one parameter. */
const slottedOps = new Set(['==', '!=', '<', '<=', '>', '>=']);

/**
 * A clause comparing with one string or number: its value is one parameter of the SQL, which
 * depends only on whether it is a string or a number (fieldSql's rank). Other values (null,
 * booleans, maps, lists) are written into the SQL.
 */
export function isSlotted([, op, value]: readonly [string, string, unknown]): boolean {
  if (!slottedOps.has(op)) return false;
  return (
    typeof value === 'string' ||
    (typeof value === 'number' && Number.isFinite(value) && !Object.is(value, -0))
  );
}

/**
 * A store query as SQL over `documents` (`log_entries` for logs: logEntries.ts), in Firestore's order: by the orderBy, then the
 * inequality field, then the document id in the direction of the last order; documents
 * without an order field are left out. The collection is a literal so the per-collection
 * (partial) expression indexes apply; array filters read the element index for the fields
 * `tracked` says it holds (declared array fields), each document's array for the others.
 */
/**
 * The fields, in order, of the composite index that serves `q` exactly — equality filters on
 * plain fields, then the sort field — or null for any other shape (ranges, arrays, `in`, no
 * filter), which the planner is left to choose for. Such an index starts with the equalities
 * and walks the sort field in order, whatever the statistics say.
 */
export function servingIndexFields(
  q: SharedQuery,
  tracked: (collection: string, field: string) => boolean = () => false,
): string[] | null {
  if (q.where.length === 0) return null;
  const fields: string[] = [];
  for (const [field, op] of q.where) {
    if (op !== '==' || tracked(q.collection, field)) return null;
    if (!fields.includes(field)) fields.push(field);
  }
  const sort = q.orderBy?.[0];
  if (sort !== undefined && !fields.includes(sort)) fields.push(sort);
  return fields.length > 1 ? fields : null;
}

export function compileQuery(
  tenant: string,
  q: SharedQuery,
  tracked: (collection: string, field: string) => boolean = () => false,
  /** An index known to serve the query (servingIndexFields): named so the planner cannot pick worse. */
  indexedBy: string | null = null,
): CompiledQuery {
  const table = tableOf(q.collection);
  const conditions = ['tenant = ?', `collection = ${sqlString(q.collection)}`];
  // Always true here, and stated so SQLite may use the global indexes, whose WHERE carries it.
  if (q.collection !== outsideGlobalIndexes && table === 'documents') conditions.push(globalIndexGuard);
  const params: unknown[] = [tenant];
  const pinned = new Map<string, Pinned>();
  let slots: number[] | null = [];
  for (const clause of q.where) {
    const f = compileWhere(clause, {
      tenant,
      collection: q.collection,
      tracked: (field) => tracked(q.collection, field),
    });
    conditions.push(f.sql);
    if (slots && isSlotted(clause)) {
      if (f.params.length === 1 && f.params[0] === clause[2]) slots.push(params.length);
      else slots = null;
    }
    params.push(...f.params);
    if (pinned.get(clause[0]) !== 'value') pinned.set(clause[0], f.pinned);
  }
  const keys = effectiveOrder(q);
  const order: string[] = [];
  for (const [field, dir] of keys) {
    const f = fieldSql(field, q.collection);
    const d = dir === 'desc' ? 'DESC' : 'ASC';
    const pin = pinned.get(field) ?? null;
    if (f.column !== undefined) {
      // Text or nothing: no rank to order by, only whether it is there.
      if (pin === null) conditions.push(`${f.column} IS NOT NULL`);
      if (pin !== 'value') order.push(`${f.column} ${d}`);
      continue;
    }
    // `>= 0` rather than IS NOT NULL: SQLite can start an index walk at a range bound.
    if (pin === null) conditions.push(`${f.rank} >= 0`);
    if (pin === null) order.push(`${f.rank} ${d}`);
    if (pin !== 'value') order.push(`${f.value} ${d}`);
  }
  order.push(`id ${keys.at(-1)?.[1] === 'desc' ? 'DESC' : 'ASC'}`);
  const where = conditions.join(' AND ');
  const from = indexedBy ? `${table} INDEXED BY "${indexedBy}"` : table;
  // `+?`, not `?`: the SQLite better-sqlite3 bundles (3.51) runs a statement whose LIMIT is a
  // bare parameter ~20 µs slower each time, whatever it returns (it plans such a statement
  // again for its bound value, by all appearances): a 50-row page 68 µs against 45, one row 26
  // against 4.5. The unary plus makes the limit an expression it does not plan for.
  const limit = 'LIMIT +?';
  const rest = `FROM ${from} WHERE ${where} ORDER BY ${order.join(', ')} ${limit}`;
  const pageParams = [...params, q.limit];
  return {
    select: { sql: `SELECT id, data, spill ${rest}`, params: pageParams },
    texts: {
      sql: `SELECT CASE WHEN spill IS NULL THEN id || '/' || data ELSE '/' || id END ${rest}`,
      params: pageParams,
    },
    count: { sql: `SELECT count(*) AS n FROM ${from} WHERE ${where}`, params },
    slots,
  };
}
