import type { PivotStepFilter } from '@colmena/shared/automation/steps';
import { type PivotDateBucket, type PivotGroupField, pivotDateBuckets } from '@colmena/shared/pivot';
import type { FilterCondition } from '@colmena/shared/schemas';

/**
 * The pivot step form's rows and back (pure, tested): a grouping is a field and an optional
 * date bucket (stored as the bare path when it has none); a condition is a field, an operator
 * and the value as typed.
 */

export interface GroupRow {
  field: string;
  /** '' groups each value apart. */
  bucket: PivotDateBucket | '';
}

const isBucket = (value: unknown): value is PivotDateBucket =>
  pivotDateBuckets.includes(value as PivotDateBucket);

export function groupRowsOf(value: unknown): GroupRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    if (typeof item === 'string') return { field: item, bucket: '' };
    const { field, bucket } = (item ?? {}) as { field?: unknown; bucket?: unknown };
    return { field: typeof field === 'string' ? field : '', bucket: isBucket(bucket) ? bucket : '' };
  });
}

export function groupValueOf(rows: readonly GroupRow[]): PivotGroupField[] {
  return rows.map((row) => (row.bucket === '' ? row.field : { field: row.field, bucket: row.bucket }));
}

export interface FilterRow {
  field: string;
  op: FilterCondition;
  /** As typed: text, a number, yes/no, a list separated by commas for `in`, or a variable. */
  value: string;
}

const listOps: readonly FilterCondition[] = ['in', 'not-in', 'array-contains-any'];

/** What is compared: numbers and true/false as such (a budget is a number), lists split at commas. */
export function typedFilterValue(text: string, op: FilterCondition): unknown {
  if (listOps.includes(op))
    return text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => scalarOf(part));
  return scalarOf(text);
}

function scalarOf(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return text;
}

const textOf = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(textOf).join(', ')
    : typeof value === 'string'
      ? value
      : (JSON.stringify(value) ?? '');

export function filterRowsOf(value: unknown): FilterRow[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => {
    const { field, op, value: compared } = (item ?? {}) as Partial<PivotStepFilter>;
    return { field: typeof field === 'string' ? field : '', op: op ?? '==', value: textOf(compared) };
  });
}

/** The conditions as stored; none leaves the setting out. */
export function filterValueOf(rows: readonly FilterRow[]): PivotStepFilter[] | undefined {
  if (rows.length === 0) return undefined;
  return rows.map((row) => ({ field: row.field, op: row.op, value: typedFilterValue(row.value, row.op) }));
}
