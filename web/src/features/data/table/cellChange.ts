import type { MessageKey } from '@colmena/shared';
import { checkFieldValue, type FieldProblem, isEmptyValue } from '@colmena/shared/fields';
import { parseRaw, type RawValue } from '../fieldInput';
import type { TableColumn } from './columnModel';

/** What one cell's edit sends: `document.merge` of that field, or its removal when cleared. */
export type CellChange =
  | { kind: 'none' }
  | { kind: 'write'; data: Record<string, unknown>; remove?: undefined }
  | { kind: 'remove'; data: Record<string, never>; remove: string[] };

/** Equal as stored values (a re-typed "12" for 12 is no change). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The change a cell's new value makes: nothing when it is the same, a removal when it was
 * cleared (a form's cleared field is removed, issue 12 point 2), else a merge of that one field.
 */
export function cellChange(column: Pick<TableColumn, 'key'>, before: unknown, after: unknown): CellChange {
  if (sameValue(before, after)) return { kind: 'none' };
  if (isEmptyValue(after)) return { kind: 'remove', data: {}, remove: [column.key] };
  return { kind: 'write', data: { [column.key]: after } };
}

export type CellCheck =
  | { ok: true; value: unknown }
  | { ok: false; problem: FieldProblem }
  | { ok: false; message: MessageKey };

/**
 * Checks a cell's value before it is sent, as the server will: a declared field by its type
 * (checkFieldValue; a required one cannot be cleared), an undeclared one by what its input
 * holds (parseRaw: numbers, percentages, e-mails, dates). Name is always required.
 */
export function checkCell(column: Pick<TableColumn, 'key' | 'field' | 'kind'>, input: unknown): CellCheck {
  if (column.field) {
    const check = checkFieldValue(column.field, input);
    if (!check.ok) return { ok: false, problem: check.problem };
    return { ok: true, value: input };
  }
  const raw: RawValue = typeof input === 'boolean' ? input : typeof input === 'string' ? input : '';
  if (column.kind !== 'boolean' && typeof raw === 'string' && raw.trim() === '') {
    return column.key === 'Name' ? { ok: false, problem: { code: 'required' } } : { ok: true, value: null };
  }
  const parsed = parseRaw(column.kind, raw);
  return parsed.ok ? { ok: true, value: parsed.value } : { ok: false, message: parsed.error };
}
