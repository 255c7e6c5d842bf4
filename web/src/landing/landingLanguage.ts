import type { Language } from '@colmena/shared';
import { chooseLanguage, supportedLanguages } from '@colmena/shared/i18n';

const storageKey = 'colmena.landing.language';
const landingLanguages: readonly Language[] = ['en', 'es'];

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function isLanguage(value: string | null): value is Language {
  return supportedLanguages.some((lang) => lang === value);
}

/** The visitor's earlier choice (kept across the page change to /successful), else the browser's. */
export function initialLanguage(store: KeyValueStore | null, browserLanguages: readonly string[]): Language {
  const saved = store?.getItem(storageKey) ?? null;
  return isLanguage(saved) ? saved : chooseLanguage(browserLanguages, landingLanguages);
}

export function rememberLanguage(store: KeyValueStore | null, language: Language): void {
  try {
    store?.setItem(storageKey, language);
  } catch {
    // Private mode can refuse storage; the choice then lasts for this page only.
  }
}

export { landingLanguages };
