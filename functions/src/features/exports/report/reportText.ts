import type { Language } from '@colmena/shared';
import {
  type FieldDefinition,
  formatFieldValue,
  isEmptyValue,
  numericFieldTypes,
} from '@colmena/shared/fields';
import {
  formatCurrency,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatValue,
} from '@colmena/shared/format';
import { readField } from '@colmena/shared/query';
import type { TableColumn } from '@colmena/shared/widgets';
import type { ReportColumn, ReportTable } from './reportModel';

type Doc = Readonly<Record<string, unknown>>;

/** Reports read dates in the company's zone (the product is Spanish: Madrid), not the server's. */
export const reportTimeZone = 'Europe/Madrid';

/** Fields every document carries for the system, or that a report shows in its own place. */
const hiddenFields = new Set([
  'FireId',
  'collection',
  'deletedBy',
  'movedBy',
  'ImgArray',
  'JournalsCount',
  'ProjectId',
]);

/** Names every document has, read as words (as the project view does). */
const builtInLabels: Record<string, Record<Language, string>> = {
  Name: { es: 'Nombre', en: 'Name' },
  CreatedAt: { es: 'Creado', en: 'Created' },
  ImgArray: { es: 'Imágenes', en: 'Images' },
};

export function fieldLabel(name: string, fields: readonly FieldDefinition[], language: Language): string {
  return fields.find((f) => f.key === name)?.label[language] ?? builtInLabels[name]?.[language] ?? name;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A value as the project view reads it: a declared field by its type through the field kit
 * (Spanish numbers, € amounts, dates, Sí/No); an undeclared one through shared/src/format, a
 * stored ISO time as a Spanish date and time in Madrid.
 */
export function valueText(def: FieldDefinition | undefined, value: unknown, language: Language): string {
  if (def) {
    if (isEmptyValue(value)) return formatValue(value === '' ? '' : undefined);
    if (def.type === 'dateTime' && typeof value === 'string')
      return formatDateTime(value, { timeZone: reportTimeZone });
    return formatFieldValue(def, value, language);
  }
  if (typeof value === 'string' && isoDateTime.test(value))
    return formatDateTime(value, { timeZone: reportTimeZone });
  if (typeof value === 'string' && isoDay.test(value))
    return formatDate(`${value}T12:00:00Z`, { timeZone: 'UTC' });
  return formatValue(value);
}

/** A document's fields as the project view lists them: the declared ones in order, then its other visible keys. */
export function documentFieldRows(
  doc: Doc,
  fields: readonly FieldDefinition[],
  language: Language,
): { label: string; value: string }[] {
  const declaredKeys = new Set(fields.map((f) => f.key));
  const declared = fields
    .filter((f) => f.type !== 'image')
    .map((f) => ({ label: f.label[language], value: valueText(f, doc[f.key], language) }));
  const skip = fields.length > 0 ? new Set(['Name', 'CreatedAt']) : new Set(['Name']);
  const others = Object.keys(doc)
    .filter((key) => !hiddenFields.has(key) && !declaredKeys.has(key) && !skip.has(key))
    .map((key) => ({
      label: fieldLabel(key, fields, language),
      value: valueText(undefined, doc[key], language),
    }));
  return [...declared, ...others];
}

/** The columns a list shows: the widget's, else Name and the declared fields, else the documents' own keys. */
export function listColumns(
  chosen: readonly TableColumn[],
  fields: readonly FieldDefinition[],
  docs: readonly Doc[],
  language: Language,
  max: number,
): TableColumn[] {
  if (chosen.length > 0)
    return chosen
      .slice(0, max)
      .map((c) => ({ field: c.field, label: c.label ?? fieldLabel(c.field, fields, language) }));
  const keys: string[] = [];
  if (fields.length > 0) {
    keys.push('Name', ...fields.filter((f) => f.type !== 'image' && f.key !== 'Name').map((f) => f.key));
  } else {
    const seen = new Set<string>();
    for (const doc of docs.slice(0, 200))
      for (const key of Object.keys(doc)) if (!hiddenFields.has(key)) seen.add(key);
    keys.push(
      ...(seen.has('Name') ? ['Name'] : []),
      ...[...seen].filter((k) => k !== 'Name' && k !== 'CreatedAt'),
    );
    if (seen.has('CreatedAt')) keys.push('CreatedAt');
  }
  return keys.slice(0, max).map((field) => ({ field, label: fieldLabel(field, fields, language) }));
}

function isNumericColumn(def: FieldDefinition | undefined, field: string, docs: readonly Doc[]): boolean {
  if (def) return numericFieldTypes.has(def.type);
  let numbers = 0;
  for (const doc of docs.slice(0, 200)) {
    const value = readField(doc, field);
    if (typeof value === 'number') numbers += 1;
    else if (!isEmptyValue(value)) return false;
  }
  return numbers > 0;
}

function totalText(def: FieldDefinition | undefined, sum: number): string {
  if (def?.type === 'currency') return formatCurrency(sum);
  if (def?.type === 'percent') return formatPercent(sum);
  return formatNumber(sum);
}

/**
 * Documents as a table of text: one row each, cells formatted as the project view would;
 * number columns right-aligned; `totals` (field paths among the columns) summed in a last row
 * that opens with "Total" and how many rows there are.
 */
export function listTable(
  docs: readonly Doc[],
  columns: readonly TableColumn[],
  fields: readonly FieldDefinition[],
  totals: readonly string[],
  language: Language,
): ReportTable {
  const defs = columns.map((c) => fields.find((f) => f.key === c.field));
  const numeric = columns.map((c, i) => isNumericColumn(defs[i], c.field, docs));
  const reportColumns: ReportColumn[] = columns.map((c, i) => ({
    label: c.label ?? c.field,
    align: numeric[i] ? 'right' : 'left',
  }));
  const rows = docs.map((doc) =>
    columns.map((c, i) => valueText(defs[i], readField(doc, c.field), language)),
  );
  const summed = columns.map((c) => totals.includes(c.field));
  if (!summed.some(Boolean)) return { columns: reportColumns, rows };
  const totalsRow = columns.map((c, i) => {
    if (!summed[i]) return '';
    let sum = 0;
    for (const doc of docs) {
      const value = readField(doc, c.field);
      if (typeof value === 'number' && Number.isFinite(value)) sum += value;
    }
    return totalText(defs[i], sum);
  });
  const label = `Total (${formatNumber(docs.length)} ${docs.length === 1 ? 'fila' : 'filas'})`;
  if (!summed[0]) totalsRow[0] = label;
  return { columns: reportColumns, rows, totals: totalsRow };
}
