/**
 * The field kit's 27 types (issue 13): what business forms need, each with one stored shape.
 * A collection definition declares its fields with these (issue 12), forms and the edit views
 * read them. The order is the order a type picker offers them.
 */
export const fieldTypes = [
  'shortText',
  'longText',
  'richText',
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
  'image',
  'file',
  'signature',
  'location',
  'contact',
  'documentRef',
  'barcode',
  'calculated',
] as const;
export type FieldType = (typeof fieldTypes)[number];

export const isFieldType = (value: unknown): value is FieldType =>
  typeof value === 'string' && (fieldTypes as readonly string[]).includes(value);

/** Types whose value is a number (sortable and summable as one). */
export const numericFieldTypes: ReadonlySet<FieldType> = new Set([
  'integer',
  'decimal',
  'currency',
  'percent',
  'rating',
  'slider',
]);

/** Types whose options list is required (the choices offered). */
export const optionFieldTypes: ReadonlySet<FieldType> = new Set(['choice', 'multiChoice']);
