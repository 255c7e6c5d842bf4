import { AppError } from '../../http/AppError';
import type { WhereClause } from '../Store';
import { jsonPath } from './jsonPath';

/** SQL text with its anonymous parameters (values) and named ones (JSON paths). */
export interface SqlFragment {
  sql: string;
  params: unknown[];
  named: Record<string, string>;
}

/** Firestore's limit on the values of in / not-in / array-contains-any. */
const maxListValues = 30;

const numberTypes = `('integer','real')`;

interface Match {
  sql: string;
  params: unknown[];
}

/** SQL matching a JSON value (its json type and SQL value) against a JS value, typed like Firestore. */
function typedEquals(typeSql: string, valueSql: string, value: unknown): Match {
  if (value === null) return { sql: `${typeSql} = 'null'`, params: [] };
  if (typeof value === 'boolean') return { sql: `${typeSql} = '${value ? 'true' : 'false'}'`, params: [] };
  if (typeof value === 'string') return { sql: `(${typeSql} = 'text' AND ${valueSql} = ?)`, params: [value] };
  if (typeof value === 'number' && Number.isFinite(value)) {
    return { sql: `(${typeSql} IN ${numberTypes} AND ${valueSql} = ?)`, params: [value] };
  }
  if (typeof value === 'object') {
    return {
      sql: `(${typeSql} IN ('object','array') AND ${valueSql} = json(?))`,
      params: [JSON.stringify(value)],
    };
  }
  throw new AppError('value_undefined');
}

function compare(typeSql: string, valueSql: string, op: string, value: unknown): Match {
  if (typeof value === 'string')
    return { sql: `(${typeSql} = 'text' AND ${valueSql} ${op} ?)`, params: [value] };
  if (typeof value === 'number' && Number.isFinite(value)) {
    return { sql: `(${typeSql} IN ${numberTypes} AND ${valueSql} ${op} ?)`, params: [value] };
  }
  if (value === undefined) throw new AppError('value_undefined');
  throw new AppError('bad_request', `${op} compares strings or numbers only`);
}

function anyOf(matches: Match[]): Match {
  return { sql: `(${matches.map((m) => m.sql).join(' OR ')})`, params: matches.flatMap((m) => m.params) };
}

function listValues(op: string, value: unknown): unknown[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxListValues) {
    throw new AppError('bad_request', `${op} needs an array of 1 to ${maxListValues} values`);
  }
  return value;
}

/** The match for one operator, written against `type`/`value` SQL of the field. */
function matchFor(op: WhereClause[1], value: unknown, type: string, val: string, path: string): Match {
  const exists = `${type} IS NOT NULL`;
  const elements = (values: unknown[]): Match => {
    const any = anyOf(values.map((v) => typedEquals('e.type', 'e.value', v)));
    return {
      sql: `(${type} = 'array' AND EXISTS (SELECT 1 FROM json_each(data, ${path}) e WHERE ${any.sql}))`,
      params: any.params,
    };
  };
  switch (op) {
    case '==':
      return typedEquals(type, val, value);
    case '!=': {
      const eq = typedEquals(type, val, value);
      return { sql: `(${exists} AND NOT ${eq.sql})`, params: eq.params };
    }
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(type, val, op, value);
    case 'array-contains':
      if (value === undefined) throw new AppError('value_undefined');
      return elements([value]);
    case 'array-contains-any':
      return elements(listValues(op, value));
    case 'in':
      return anyOf(listValues(op, value).map((v) => typedEquals(type, val, v)));
    case 'not-in': {
      const any = anyOf(listValues(op, value).map((v) => typedEquals(type, val, v)));
      return { sql: `(${exists} AND NOT ${any.sql})`, params: any.params };
    }
    default: {
      const unknownOp: never = op;
      throw new AppError('bad_request', `unknown operator ${String(unknownOp)}`);
    }
  }
}

/**
 * One where clause as SQL over the `data` column. The field's JSON path is bound as the
 * named parameter `@w{index}`, values as anonymous parameters: nothing is interpolated.
 */
export function compileWhere([field, op, value]: WhereClause, index: number): SqlFragment {
  const name = `w${index}`;
  const path = `@${name}`;
  const match = matchFor(op, value, `json_type(data, ${path})`, `json_extract(data, ${path})`, path);
  return { sql: match.sql, params: match.params, named: { [name]: jsonPath(field) } };
}
