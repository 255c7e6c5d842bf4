import type { Language } from '../api/company';
import { fillText, type MessageParams } from './fillText';
import { type MessageKey, registeredText } from './textRegistry';

export type { MessageKey, MessageParams };

/** Looks a key up in the language's registered catalogues and fills its placeholders (fillText). */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return fillText(registeredText(language, key), language, params);
}

export const supportedLanguages: readonly Language[] = ['en', 'es'];

/**
 * The browser's language when supported (spec §1), else the first of the company's languages.
 * `browserLanguages` is navigator.languages, e.g. ['fr-FR', 'en']: only its first entry is the
 * browser's language, so a French browser gets the company's first language, not English.
 */
export function chooseLanguage(
  browserLanguages: readonly string[],
  companyLanguages: readonly Language[],
): Language {
  const base = browserLanguages[0]?.toLowerCase().split('-')[0];
  const match = supportedLanguages.find((lang) => lang === base);
  if (match && (companyLanguages.length === 0 || companyLanguages.includes(match))) return match;
  return companyLanguages[0] ?? 'en';
}

/** The language after `current` in the company's list, wrapping around (spec §4). */
export function nextLanguage(current: Language, companyLanguages: readonly Language[]): Language {
  const list = companyLanguages.length > 0 ? companyLanguages : supportedLanguages;
  const index = list.indexOf(current);
  return list[(index + 1) % list.length] ?? current;
}
