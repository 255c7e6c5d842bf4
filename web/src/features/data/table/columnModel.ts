import type { Language, PublicCollection, StoredDoc } from '@colmena/shared';
import type { FieldDefinition, FieldType } from '@colmena/shared/fields';
import { declaredFields, fieldLabel, sortableFields } from '../declaredFields';
import { type FieldKind, fieldKind } from '../fieldKind';
import { orderedFields } from '../visibleFields';

/** How a column is filtered: each kind has its own control (columnFilters). */
export type FilterKind = 'text' | 'number' | 'date' | 'yesNo' | 'choice';

/** One column of the table view: a declared field, or a key the documents hold. */
export interface TableColumn {
  key: string;
  label: string;
  /** The field's definition when the collection declares it (type, options, required…). */
  field: FieldDefinition | null;
  /** For an undeclared key, what its values look like (fieldKind of the first one present). */
  kind: FieldKind;
  filter: FilterKind | null;
  /** Whether a cell can be edited in place (else the document's page edits it). */
  editable: boolean;
  /** Whether the list can be sorted by it (one of the collection's sort options). */
  sortable: boolean;
  /** The choices a choice filter offers. */
  options: readonly string[];
}

/** Undeclared collections: at most this many columns, in the order the keys first appear. */
export const maxUndeclaredColumns = 40;

const filterByType: Record<FieldType, FilterKind | null> = {
  shortText: 'text',
  longText: 'text',
  richText: 'text',
  integer: 'number',
  decimal: 'number',
  currency: 'number',
  percent: 'number',
  email: 'text',
  phone: 'text',
  url: 'text',
  date: 'date',
  dateTime: 'date',
  time: 'text',
  yesNo: 'yesNo',
  choice: 'choice',
  multiChoice: 'choice',
  rating: 'number',
  slider: 'number',
  color: 'text',
  image: null,
  file: 'text',
  signature: null,
  location: 'text',
  contact: 'text',
  documentRef: 'text',
  barcode: 'text',
  calculated: 'text',
};

/**
 * Types a cell edits in place with the field kit's input. The others need more room or
 * more than a value (uploads, a map, a signature pad, a formula): the document's page edits them.
 */
const inlineTypes: ReadonlySet<FieldType> = new Set([
  'shortText',
  'longText',
  'integer',
  'decimal',
  'currency',
  'percent',
  'email',
  'phone',
  'url',
  'date',
  'dateTime',
  'time',
  'yesNo',
  'choice',
  'multiChoice',
  'rating',
  'slider',
  'color',
  'barcode',
]);

const filterByKind: Record<FieldKind, FilterKind | null> = {
  text: 'text',
  longText: 'text',
  number: 'number',
  currency: 'number',
  percent: 'number',
  email: 'text',
  date: 'date',
  boolean: 'yesNo',
  list: 'text',
  object: null,
};

const inlineKinds: ReadonlySet<FieldKind> = new Set([
  'text',
  'longText',
  'number',
  'currency',
  'percent',
  'email',
  'date',
  'boolean',
]);

/** Fields every document has, kept out of undeclared columns or put last (CreatedAt). */
const notAColumn = new Set(['CreatedAt']);

/**
 * The table's columns (issue 12 point 3): Name, then the declared fields in their order, then
 * the creation date (read only). A collection that declares nothing gets the union of the keys
 * its loaded documents hold, Name first, each read by the kind of its values.
 */
export function tableColumns(
  collection: Pick<PublicCollection, 'fields' | 'secondaryFields'>,
  docs: readonly StoredDoc[],
  language: Language,
): TableColumn[] {
  const fields = declaredFields(collection, 'main');
  const sortable = new Set(['Name', 'CreatedAt', ...sortableFields(fields)]);
  const columns: TableColumn[] = [];
  if (fields.length > 0) {
    if (!fields.some((field) => field.key === 'Name'))
      columns.push(undeclaredColumn('Name', docs, fields, language, sortable));
    for (const field of fields) {
      columns.push({
        key: field.key,
        label: field.label[language],
        field,
        kind: 'text',
        filter: filterByType[field.type],
        editable: inlineTypes.has(field.type),
        sortable: sortable.has(field.key),
        options: field.options ?? [],
      });
    }
  } else {
    for (const key of unionOfKeys(docs))
      columns.push(undeclaredColumn(key, docs, fields, language, sortable));
  }
  if (!columns.some((column) => column.key === 'CreatedAt')) {
    columns.push({
      ...undeclaredColumn('CreatedAt', docs, fields, language, sortable),
      editable: false,
      kind: 'date',
      filter: 'date',
    });
  }
  return columns;
}

function undeclaredColumn(
  key: string,
  docs: readonly StoredDoc[],
  fields: readonly FieldDefinition[],
  language: Language,
  sortable: ReadonlySet<string>,
): TableColumn {
  const kind = kindOfValues(key, docs);
  return {
    key,
    label: fieldLabel(key, fields, language),
    field: null,
    kind,
    filter: filterByKind[kind],
    editable: key !== 'CreatedAt' && inlineKinds.has(kind),
    sortable: sortable.has(key),
    options: [],
  };
}

/** The keys the documents hold, Name first, in the order they first appear (at most 40). */
export function unionOfKeys(docs: readonly StoredDoc[]): string[] {
  const seen = new Set<string>(['Name']);
  for (const doc of docs) {
    for (const key of orderedFields(doc)) {
      if (!notAColumn.has(key)) seen.add(key);
      if (seen.size >= maxUndeclaredColumns) return [...seen];
    }
  }
  return [...seen];
}

/** An undeclared key's kind: that of its first value present (a blank says only its name). */
function kindOfValues(key: string, docs: readonly StoredDoc[]): FieldKind {
  for (const doc of docs) {
    const value = doc[key];
    if (value !== undefined && value !== null && value !== '') return fieldKind(key, value);
  }
  return fieldKind(key, undefined);
}

/** The columns shown: all but the hidden ones; Name always, the row needs its name. */
export function shownColumns(columns: readonly TableColumn[], hidden: readonly string[]): TableColumn[] {
  return columns.filter((column) => column.key === 'Name' || !hidden.includes(column.key));
}
