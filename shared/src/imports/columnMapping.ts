import type { FieldDefinition } from '../fields/fieldDefinition';
import { builtInFieldNamed } from '../fields/fieldLabel';

/** For each column of the file, the field it fills (a declared field's key, or a new key), or null: not imported. */
export type ColumnMapping = (string | null)[];

/** Lower case, no accents, no spaces or punctuation: "Fecha de alta" and "fecha_alta" meet. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * The mapping a header row suggests: a column whose heading is a declared field's key or label
 * (either language) fills that field, one naming a built-in field (Nombre, Creado) that field;
 * with no declared fields, each other heading is its own key. A
 * remembered mapping (the last import of the collection) wins for the headings it knows.
 */
export function suggestMapping(
  headers: readonly string[],
  fields: readonly FieldDefinition[],
  remembered: Readonly<Record<string, string | null>> = {},
): ColumnMapping {
  const byHeader = new Map<string, string>();
  for (const field of fields) {
    for (const name of [field.key, field.label.es, field.label.en]) {
      const key = headerKey(name);
      if (key && !byHeader.has(key)) byHeader.set(key, field.key);
    }
  }
  const taken = new Set<string>();
  return headers.map((header) => {
    const rememberedField = Object.hasOwn(remembered, header) ? remembered[header] : undefined;
    const candidate =
      rememberedField !== undefined
        ? rememberedField
        : (byHeader.get(headerKey(header)) ??
          builtIn(header) ??
          (fields.length > 0 ? null : plainKey(header)));
    if (candidate === null || taken.has(candidate)) return null;
    taken.add(candidate);
    return candidate;
  });
}

/** The built-in field a heading names, as the sheets Colmena writes head it ("Nombre", "Creado"). */
const builtIn = (header: string) => builtInFieldNamed(header, (a, b) => headerKey(a) === headerKey(b));

/** A heading as a document key when nothing is declared: trimmed, no dots, at most 100. */
function plainKey(header: string): string | null {
  const key = header.trim().replaceAll('.', ' ').slice(0, 100).trim();
  if (!key || key === 'FireId' || key === 'collection' || key.startsWith('__')) return null;
  return key;
}

/** What to remember of a mapping: heading → field, so the next file with those headings maps alike. */
export function rememberedMapping(
  headers: readonly string[],
  mapping: ColumnMapping,
): Record<string, string | null> {
  const remembered: Record<string, string | null> = {};
  headers.forEach((header, i) => {
    if (header) remembered[header] = mapping[i] ?? null;
  });
  return remembered;
}
