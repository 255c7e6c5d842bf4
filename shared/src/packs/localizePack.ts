import type { Language } from '../api/company';

/**
 * A text a pack file gives in both languages: `{"$es": "Proyectos", "$en": "Projects"}`. It may
 * stand anywhere in a pack file (names, widget titles, sample documents' values): installing
 * in one language puts that language's text in its place. Exactly these two keys, both text,
 * so no ordinary value is ever mistaken for one.
 */
export interface LocalizedText {
  $es: string;
  $en: string;
}

export function isLocalizedText(value: unknown): value is LocalizedText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  return keys.length === 2 && typeof record.$es === 'string' && typeof record.$en === 'string';
}

/**
 * A field name a pack file gives in both languages, as an object key: `"$es:Cliente|$en:Client"`.
 * Sample documents and widget settings name the field in each language, so an English install
 * reads "Client" where a Spanish one reads "Cliente".
 */
const localizedKey = /^\$es:([^|]+)\|\$en:(.+)$/;

export function localizeKey(key: string, language: Language): string {
  const match = localizedKey.exec(key);
  if (!match) return key;
  return (language === 'es' ? match[1] : match[2]) ?? key;
}

/** The pack file's JSON in one language: every LocalizedText and localized key replaced by its text. */
export function localizePack(value: unknown, language: Language): unknown {
  if (isLocalizedText(value)) return language === 'es' ? value.$es : value.$en;
  if (Array.isArray(value)) return value.map((item) => localizePack(item, language));
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    // defineProperty: a key named "__proto__" stays a plain field, as JSON.parse made it.
    for (const [key, item] of Object.entries(value))
      Object.defineProperty(out, localizeKey(key, language), {
        value: localizePack(item, language),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return out;
  }
  return value;
}
