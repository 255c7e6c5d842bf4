import type { ExcelColumnType } from '@colmena/shared/automation/steps';
import { collectionFields, type FieldType, fieldLabel } from '@colmena/shared/fields';
import type { CollectionDefinition } from '@colmena/shared/schemas';
import type { ExcelColumn } from './excelWorkbook';

/** Fields every document carries that say nothing to a reader of a sheet. */
const bookkeeping = new Set(['FireId', 'collection']);

/** The field type whose cells a column's own type asks for (excelCell writes by field type). */
const fieldTypeOf: Readonly<Record<ExcelColumnType, FieldType>> = {
  text: 'shortText',
  number: 'decimal',
  date: 'date',
  dateTime: 'dateTime',
  boolean: 'yesNo',
};

/**
 * The sheet's columns: the ones asked for (a table widget's, an export step's), typed as the
 * column says or else as the collection declares them; else Name, the declared fields by label, then every other key the documents
 * hold, in the order they first appear, CreatedAt last.
 */
export function excelColumns(
  definitions: readonly CollectionDefinition[],
  docs: readonly Readonly<Record<string, unknown>>[],
  requested:
    | readonly { field: string; label?: string | undefined; type?: ExcelColumnType | undefined }[]
    | undefined,
  language: 'es' | 'en',
): ExcelColumn[] {
  const fields = collectionFields(
    definitions,
    typeof docs[0]?.collection === 'string' ? docs[0].collection : undefined,
  );
  const byKey = new Map(fields.map((field) => [field.key, field]));
  if (requested && requested.length > 0)
    return requested.map((column) => ({
      field: column.field,
      label: column.label?.trim() || fieldLabel(column.field, fields, language),
      type: column.type ? fieldTypeOf[column.type] : byKey.get(column.field)?.type,
    }));
  const keys: string[] = [...new Set(['Name', ...fields.map((field) => field.key)])];
  for (const doc of docs) for (const key of Object.keys(doc)) if (!keys.includes(key)) keys.push(key);
  const ordered = [...keys.filter((key) => key !== 'CreatedAt'), 'CreatedAt'];
  const present = new Set(docs.flatMap((doc) => Object.keys(doc)));
  return ordered
    .filter((key) => !bookkeeping.has(key) && (present.has(key) || byKey.has(key)))
    .map((key) => ({
      field: key,
      label: fieldLabel(key, fields, language),
      type: byKey.get(key)?.type,
    }));
}
