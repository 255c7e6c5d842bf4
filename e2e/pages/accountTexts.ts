import type { Language } from '../../shared/src/api/company';
import { type MessageKey, type MessageParams, translate } from '../../shared/src/i18n';
// translate() knows only registered catalogues (a page registers its chunks'); the journeys know all.
import '../../shared/src/i18n/allTexts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const languages: readonly Language[] = ['en', 'es'];

/** Like `either` (texts.ts) for texts with `{placeholders}`: the filled-in text in en or es, exact. */
export function eitherWith(key: MessageKey, params: MessageParams): RegExp {
  const texts = languages.map((language) => escapeRegExp(translate(language, key, params)));
  return new RegExp(`^(${texts.join('|')})$`);
}

/** The catalogue text of `key` in the page's current language (`<html lang>`). */
export function textIn(language: string | null, key: MessageKey): string {
  return translate(language === 'en' ? 'en' : 'es', key);
}

/** The text of `key` in en or es at the start of a name (a heading followed by a count). */
export function startsWithEither(key: MessageKey): RegExp {
  const texts = languages.map((language) => escapeRegExp(translate(language, key)));
  return new RegExp(`^(${texts.join('|')})`);
}
