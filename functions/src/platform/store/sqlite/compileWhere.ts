import { AppError } from '../../http/AppError';
import type { WhereClause } from '../Store';
import { type FieldSql, fieldSql, rankOfValue, sqlString } from './fieldSql';

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

/** How to test a stored value's type rank and read its SQL value: a field, or an array element. */
interface Operand {
  rankIs(rank: number): string;
  value: string;
}

const fieldOperand = (f: FieldSql): Operand => ({ rankIs: (r) => `${f.rank} = ${r}`, value: f.value });

/** An element row of doc_elements (elementIndex.ts): its rank and value columns. */
const elementOperand: Operand = { rankIs: (r) => `rank = ${r}`, value: 'value' };

function rankOrThrow(value: unknown): number {
  const rank = rankOfValue(value);
  if (rank === null) throw new AppError('value_undefined');
  return rank;
}

/** Firestore `==`: same type and same value (maps and arrays by their JSON text). */
function typedEquals(x: Operand, value: unknown): SqlFragment {
  const rank = rankOrThrow(value);
  if (rank === 0) return { sql: x.rankIs(0), params: [] };
  if (rank === 1) return { sql: `(${x.rankIs(1)} AND ${x.value} = ${value ? 1 : 0})`, params: [] };
  if (rank >= 4)
    return { sql: `(${x.rankIs(rank)} AND ${x.value} = json(?))`, params: [JSON.stringify(value)] };
  return { sql: `(${x.rankIs(rank)} AND ${x.value} = ?)`, params: [value] };
}

/** Range filters compare values of the filter value's type only (ISO dates compare as text). */
function compare(x: Operand, op: string, value: unknown): SqlFragment {
  const rank = rankOrThrow(value);
  if (rank === 1) return { sql: `(${x.rankIs(1)} AND ${x.value} ${op} ${value ? 1 : 0})`, params: [] };
  if (rank === 2 || rank === 3) return { sql: `(${x.rankIs(rank)} AND ${x.value} ${op} ?)`, params: [value] };
  throw new AppError('bad_request', `${op} compares booleans, numbers or strings`);
}

/** `in`: one `IN (...)` when every value has one type, so an index on the field serves it. */
function anyEquals(x: Operand, values: unknown[]): SqlFragment {
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

function not(f: FieldSql, match: SqlFragment): SqlFragment {
  return { sql: `(${f.rank} IS NOT NULL AND NOT ${match.sql})`, params: match.params };
}

/** Where the query runs: array filters read the element index of its tenant and collection. */
export interface WhereScope {
  tenant: string;
  collection: string;
}

function containsAny(scope: WhereScope, field: string, values: unknown[]): SqlFragment {
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
 * field never matches, not even `!=` / `not-in`; types never mix except in `!=` / `not-in`.
 */
export function compileWhere(clause: WhereClause, scope: WhereScope): WhereSql {
  const sql = matchFor(clause, scope);
  const [, op, value] = clause;
  if (op === '==') return { ...sql, pinned: 'value' };
  if (op === '<' || op === '<=' || op === '>' || op === '>=') return { ...sql, pinned: 'rank' };
  if (op === 'in' && Array.isArray(value) && new Set(value.map(rankOfValue)).size === 1) {
    return { ...sql, pinned: 'rank' };
  }
  return { ...sql, pinned: null };
}

function matchFor([field, op, value]: WhereClause, scope: WhereScope): SqlFragment {
  const f = fieldSql(field);
  const x = fieldOperand(f);
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
      if (values.includes(null)) return { sql: '0', params: [] };
      return not(f, anyEquals(x, values));
    }
    case 'array-contains':
      return containsAny(scope, field, [value]);
    case 'array-contains-any':
      return containsAny(scope, field, listValues(op, value));
    default: {
      const unknownOp: never = op;
      throw new AppError('bad_request', `unknown operator ${String(unknownOp)}`);
    }
  }
}
