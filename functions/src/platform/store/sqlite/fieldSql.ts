import { AppError } from '../../http/AppError';
import { jsonPath } from './jsonPath';
import { columnOf } from './logEntries';

/** A SQL string literal; the text is data (quotes doubled), NUL refused as SQLite would cut there. */
export function sqlString(text: string): string {
  if (text.includes('\0')) throw new AppError('bad_request', 'NUL in a name');
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The two SQL expressions a field sorts and compares by. Written with literal paths (never bound
 * parameters) so a query's expressions are textually those of the expression indexes
 * (expressionIndexes.ts), which is what lets SQLite's planner use them:
 * - `rank`: Firestore's type order, null 0 < booleans 1 < numbers 2 < strings 3 < arrays 4 <
 *   maps 5; NULL when the field is missing. Keeping it a separate index column (rather than
 *   a CASE only in ORDER BY) lets an index walk in Firestore order.
 * - `value`: the SQL value within the type (booleans 0/1, strings by UTF-8 bytes = code
 *   points, arrays and maps as their JSON text).
 */
export interface FieldSql {
  rank: string;
  value: string;
  /** The literal JSON path, for json_each. */
  path: string;
  /**
   * The plain column that holds the field (a log entry's date, user and document: logEntries.ts),
   * always text where set: its rank is 3 or it is missing. Then `value` is the column.
   */
  column?: string;
}

export const rankOfType: Record<string, number> = {
  null: 0,
  true: 1,
  false: 1,
  integer: 2,
  real: 2,
  text: 3,
  array: 4,
  object: 5,
};

const rankCases = Object.entries(rankOfType)
  .map(([type, rank]) => `WHEN '${type}' THEN ${rank}`)
  .join(' ');

export function fieldSql(field: string, collection?: string): FieldSql {
  const path = sqlString(jsonPath(field));
  const column = collection === undefined ? null : columnOf(collection, field);
  if (column !== null)
    return { rank: `(CASE WHEN ${column} IS NULL THEN NULL ELSE 3 END)`, value: column, path, column };
  return {
    rank: `(CASE json_type(data, ${path}) ${rankCases} END)`,
    value: `json_extract(data, ${path})`,
    path,
  };
}

/** The rank of a JS value as stored JSON, or null when it cannot be stored (undefined...). */
export function rankOfValue(value: unknown): number | null {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return Number.isFinite(value) ? 2 : null;
  if (typeof value === 'string') return 3;
  if (Array.isArray(value)) return 4;
  if (typeof value === 'object') return 5;
  return null;
}
