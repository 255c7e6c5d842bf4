import { AppError } from '../../http/AppError';
import type { WhereClause } from '../Store';
import { type FieldSql, fieldSql, rankOfType, rankOfValue, sqlString } from './fieldSql';
import { jsonPath } from './jsonPath';

/** SQL text with its anonymous parameters (values only: names and paths are literals). */
export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/**
 * What a clause pins down about its field for every matching row: its type rank (a range or
 * one-type `in`), or its rank and value (`==`). compileQuery leaves pinned terms out of the
 * ORDER BY: SQLite only sees an index as ordered when the ORDER BY skips what equality fixes.
 */
export type Pinned = 'rank' | 'value' | null;

export interface WhereSql extends SqlFragment {
  pinned: Pinned;
}

/** Firestore's limit on the values of in / not-in / array-contains-any. */
const maxListValues = 30;

/**
 * How to test a stored value's type rank and read its SQL value (a field, or an array element),
 * and where its JSON is (`json` holding it, `path` inside), to look into a map or an array.
 */
interface Operand {
  rankIs(rank: number): string;
  readonly value: string;
  readonly json: string;
  readonly path: string;
}

const fieldOperand = (field: string, f: FieldSql): Operand => ({
  // A column holds text or nothing: rank 3 is its being there, any other rank never is.
  rankIs: (r) => (f.column === undefined ? `${f.rank} = ${r}` : r === 3 ? `${f.column} IS NOT NULL` : '0'),
  value: f.value,
  json: 'data',
  // Only maps and arrays need it: most clauses never ask.
  get path() {
    return jsonPath(field);
  },
});

/**
 * An element row of doc_elements (elementIndex.ts): its rank and value (JSON text for maps and
 * arrays). Qualified as JSON: inside `json_each(...)`, a bare `value` would be json_each's own.
 */
const elementOperand: Operand = {
  rankIs: (r) => `rank = ${r}`,
  value: 'value',
  json: 'doc_elements.value',
  path: '$',
};

/**
 * An element of the array itself (`json_each` over the document, aliased `e`), for an array
 * field the element index does not track: what doc_elements would hold, read in place.
 */
const eachOperand: Operand = {
  rankIs: (r) =>
    `(CASE e.type ${Object.entries(rankOfType)
      .map(([type, rank]) => `WHEN '${type}' THEN ${rank}`)
      .join(' ')} END) = ${r}`,
  value: 'coalesce(e.value, 0)',
  json: 'e.value',
  path: '$',
};

/** A filter value as stored documents hold it: a Date counts as its ISO text (valueOrder.ts). */
function stored(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return value;
}

function rankOrThrow(value: unknown): number {
  const rank = rankOfValue(value);
  if (rank === null) throw new AppError('value_undefined');
  return rank;
}

/** Firestore `==`: same type and same value; maps and arrays compare member by member. */
function typedEquals(x: Operand, raw: unknown): SqlFragment {
  const value = stored(raw);
  const rank = rankOrThrow(value);
  if (rank === 0) return { sql: x.rankIs(0), params: [] };
  if (rank === 1) return { sql: `(${x.rankIs(1)} AND ${x.value} = ${value ? 1 : 0})`, params: [] };
  if (rank >= 4) {
    // CASE, not AND: an element's value column is JSON text only when it holds a map or an array.
    const inside = deepEquals(x.json, x.path, value);
    return { sql: `(CASE WHEN ${x.rankIs(rank)} THEN ${inside.sql} ELSE 0 END)`, params: inside.params };
  }
  return { sql: `(${x.rankIs(rank)} AND ${x.value} = ?)`, params: [value] };
}

/** A map key as a label of a SQLite JSON path (SQLite reads `\"` and `\\` inside the quotes). */
const label = (key: string) => `."${key.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * Equality of the JSON at `path` in `json` with a value, member by member, so that maps are
 * equal whatever their key order (their stored text is in the writer's key order) and numbers
 * compare as numbers. Never NULL (IS, not =), so NOT of it is exact. (Ordering by a map or
 * array field still goes by its JSON text in fieldSql.ts, not Firestore's member-wise order.)
 */
function deepEquals(json: string, path: string, raw: unknown): SqlFragment {
  const value = stored(raw);
  const at = sqlString(path);
  const type = `json_type(${json}, ${at})`;
  const rank = rankOrThrow(value);
  if (rank === 0) return { sql: `${type} IS 'null'`, params: [] };
  if (rank === 1) return { sql: `${type} IS '${value ? 'true' : 'false'}'`, params: [] };
  if (rank === 2 || rank === 3) {
    const types = rank === 2 ? `IN ('integer', 'real')` : `IS 'text'`;
    return { sql: `(${type} ${types} AND json_extract(${json}, ${at}) IS ?)`, params: [value] };
  }
  const members: [string, unknown][] = Array.isArray(value)
    ? value.map((item, i) => [`${path}[${i}]`, item])
    : Object.entries(value as Record<string, unknown>).map(([key, item]) => [`${path}${label(key)}`, item]);
  const size =
    rank === 4
      ? `json_array_length(${json}, ${at}) IS ${members.length}`
      : `(SELECT count(*) FROM json_each(${json}, ${at})) IS ${members.length}`;
  const parts = members.map(([memberPath, item]) => deepEquals(json, memberPath, item));
  return {
    sql: `(${type} IS '${rank === 4 ? 'array' : 'object'}' AND ${size} AND ${allOf(parts.map((p) => p.sql))})`,
    params: parts.flatMap((p) => p.params),
  };
}

/**
 * Every condition, as a balanced tree of ANDs: SQLite parses `a AND b AND …` into a tree as deep
 * as the list is long and refuses past depth 1000 (a fuzzed filter on an array of 1,000 values
 * answered 500); balanced, the depth grows with the logarithm. Params keep the conditions' order.
 */
function allOf(conditions: readonly string[]): string {
  if (conditions.length === 0) return '1';
  if (conditions.length === 1) return conditions[0] as string;
  const half = Math.ceil(conditions.length / 2);
  return `(${allOf(conditions.slice(0, half))} AND ${allOf(conditions.slice(half))})`;
}

/** Range filters compare values of the filter value's type only (ISO dates compare as text). */
function compare(x: Operand, op: string, raw: unknown): SqlFragment {
  const value = stored(raw);
  const rank = rankOrThrow(value);
  if (rank === 1) return { sql: `(${x.rankIs(1)} AND ${x.value} ${op} ${value ? 1 : 0})`, params: [] };
  if (rank === 2 || rank === 3) return { sql: `(${x.rankIs(rank)} AND ${x.value} ${op} ?)`, params: [value] };
  throw new AppError('bad_request', `${op} compares booleans, numbers or strings`);
}

const nothing: SqlFragment = { sql: '0', params: [] };

/**
 * `in`: one `IN (...)` when every value has one type, so an index on the field serves it.
 * Null alternatives match nothing (Firestore finds null with `== null` only).
 */
function anyEquals(x: Operand, alternatives: unknown[]): SqlFragment {
  const values = alternatives.map(stored).filter((v) => v !== null);
  if (values.length === 0) return nothing;
  const ranks = new Set(values.map(rankOrThrow));
  const [rank] = ranks;
  if (ranks.size === 1 && (rank === 2 || rank === 3)) {
    return {
      sql: `(${x.rankIs(rank)} AND ${x.value} IN (${values.map(() => '?').join(',')}))`,
      params: values,
    };
  }
  const matches = values.map((v) => typedEquals(x, v));
  return { sql: `(${matches.map((m) => m.sql).join(' OR ')})`, params: matches.flatMap((m) => m.params) };
}

function listValues(op: string, value: unknown): unknown[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxListValues) {
    throw new AppError('bad_request', `${op} needs an array of 1 to ${maxListValues} values`);
  }
  return value;
}

/** `!=` / `not-in`: as Firestore, only documents whose field is present and not null. */
function not(f: FieldSql, match: SqlFragment): SqlFragment {
  const present = f.column === undefined ? `${f.rank} > 0` : `${f.column} IS NOT NULL`;
  return { sql: `(${present} AND NOT ${match.sql})`, params: match.params };
}

/**
 * Where the query runs: array filters read the element index of its tenant and collection for
 * the fields it tracks (declared ones), and each document's array otherwise.
 */
export interface WhereScope {
  tenant: string;
  collection: string;
  /** Default: no field is tracked. */
  tracked?: (field: string) => boolean;
}

function containsAny(scope: WhereScope, field: string, values: unknown[]): SqlFragment {
  if (!scope.tracked?.(field)) {
    const any = anyEquals(eachOperand, values);
    const path = sqlString(jsonPath(field));
    return {
      sql: `(json_type(data, ${path}) = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${path}) AS e WHERE ${any.sql}))`,
      params: any.params,
    };
  }
  const any = anyEquals(elementOperand, values);
  return {
    sql:
      `id IN (SELECT id FROM doc_elements WHERE tenant = ? AND collection = ${sqlString(scope.collection)} ` +
      `AND field = ${sqlString(field)} AND ${any.sql})`,
    params: [scope.tenant, ...any.params],
  };
}

/**
 * One where clause, with the semantics of matchesWhere (@colmena/shared/query): a missing
 * field never matches; null only matches `== null` (`!=` and `not-in` leave null fields out,
 * a null alternative of `in` / `array-contains-any` matches nothing); types never mix except
 * in `!=` / `not-in`.
 */
export function compileWhere(clause: WhereClause, scope: WhereScope): WhereSql {
  const sql = matchFor(clause, scope);
  const [, op, value] = clause;
  if (op === '==') return { ...sql, pinned: 'value' };
  if (op === '<' || op === '<=' || op === '>' || op === '>=') return { ...sql, pinned: 'rank' };
  if (op === 'in' && Array.isArray(value)) {
    const ranks = new Set(
      value
        .map(stored)
        .filter((v) => v !== null)
        .map(rankOfValue),
    );
    if (ranks.size === 1) return { ...sql, pinned: 'rank' };
  }
  return { ...sql, pinned: null };
}

function matchFor([field, op, value]: WhereClause, scope: WhereScope): SqlFragment {
  const f = fieldSql(field, scope.collection);
  const x = fieldOperand(field, f);
  switch (op) {
    case '==':
      return typedEquals(x, value);
    case '!=':
      return not(f, typedEquals(x, value));
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(x, op, value);
    case 'in':
      return anyEquals(x, listValues(op, value));
    case 'not-in': {
      const values = listValues(op, value);
      // As Firestore: a null among the alternatives makes not-in match nothing.
      if (values.map(stored).includes(null)) return nothing;
      return not(f, anyEquals(x, values));
    }
    case 'array-contains':
      // Firestore's SDKs refuse array-contains null (storeQueryProblem does too).
      return value === null ? nothing : containsAny(scope, field, [value]);
    case 'array-contains-any':
      return containsAny(scope, field, listValues(op, value));
    default: {
      const unknownOp: never = op;
      throw new AppError('bad_request', `unknown operator ${String(unknownOp)}`);
    }
  }
}
