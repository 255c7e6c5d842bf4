import type { Language } from '../api/company';
import type { FieldDefinition } from './fieldDefinition';

/** Names every document has, read as words rather than as their storage names. */
const builtInLabels: Readonly<Record<string, Readonly<Record<Language, string>>>> = {
  Name: { es: 'Nombre', en: 'Name' },
  CreatedAt: { es: 'Creado', en: 'Created' },
  ImgArray: { es: 'Imágenes', en: 'Images' },
};

/**
 * What a field is called for people (screens, sheets, reports): its declared label, a built-in
 * word, else its stored name.
 */
export function fieldLabel(name: string, fields: readonly FieldDefinition[], language: Language): string {
  return (
    fields.find((field) => field.key === name)?.label[language] ?? builtInLabels[name]?.[language] ?? name
  );
}

/** The built-in field a heading names in either language ("Nombre", "Created"...), if any. */
export function builtInFieldNamed(heading: string, same: (a: string, b: string) => boolean): string | null {
  for (const [key, labels] of Object.entries(builtInLabels))
    if (same(heading, key) || same(heading, labels.es) || same(heading, labels.en)) return key;
  return null;
}
