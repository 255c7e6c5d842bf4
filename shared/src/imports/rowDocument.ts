import { checkFieldValue, type FieldProblem } from '../fields/checkFieldValue';
import type { FieldDefinition } from '../fields/fieldDefinition';
import type { ColumnMapping } from './columnMapping';
import { cellValue, type ImportCell } from './importCell';

/** Why a row is not imported: a field's problem (fields.problem.<code>) or the key's (imports.skip.<code>). */
export type RowProblem =
  | ({ field: string } & FieldProblem)
  | { field: string; code: 'key_not_unique' }
  | { field: string; code: 'too_long_cell'; max: number };

export interface RowDocument {
  /** The fields the row sets (empty cells set nothing). */
  data: Record<string, unknown>;
  problems: RowProblem[];
}

/** A row with nothing in it (trailing lines of a sheet): not imported and not reported. */
export const isBlankRow = (cells: readonly ImportCell[]): boolean =>
  cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/**
 * One row as the document it writes, checked by the field kit's validators: every declared
 * field the mapping fills, and — for a new document (not `partial`) — every required field,
 * mapped or not. An update by the key column (`partial`) checks only what it sets.
 */
export function rowDocument(
  cells: readonly ImportCell[],
  mapping: ColumnMapping,
  fields: readonly FieldDefinition[],
  options: { partial?: boolean } = {},
): RowDocument {
  const data = rowData(cells, mapping, fields);
  const problems: RowProblem[] = [];
  for (const def of fields) {
    if (options.partial && !(def.key in data)) continue;
    const checked = checkFieldValue(def, data[def.key]);
    if (!checked.ok) problems.push({ field: def.key, ...checked.problem });
  }
  return { data, problems };
}

/**
 * The fields a row sets, its cells converted by their fields' types, unchecked: what an import's
 * job sends, its command checking every row again (rowDocument's problems would be made twice).
 */
export function rowData(
  cells: readonly ImportCell[],
  mapping: ColumnMapping,
  fields: readonly FieldDefinition[],
): Record<string, unknown> {
  const byKey = fieldsByKey(fields);
  const data: Record<string, unknown> = {};
  for (let column = 0; column < mapping.length; column++) {
    const key = mapping[column];
    if (key === null || key === undefined) continue;
    const value = cellValue(byKey.get(key), cells[column] ?? null);
    if (value !== undefined) data[key] = value;
  }
  return data;
}

const byKeyCache = new WeakMap<readonly FieldDefinition[], Map<string, FieldDefinition>>();

/** The fields by key, made once per list (an import asks for every row). */
function fieldsByKey(fields: readonly FieldDefinition[]): Map<string, FieldDefinition> {
  let byKey = byKeyCache.get(fields);
  if (!byKey) {
    byKey = new Map(fields.map((field) => [field.key, field]));
    byKeyCache.set(fields, byKey);
  }
  return byKey;
}

/** The text a key cell is matched by (a number 7 and the text "7" are one key). */
export function keyText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = (typeof value === 'string' ? value : JSON.stringify(value)).trim();
  return text === '' ? null : text;
}
