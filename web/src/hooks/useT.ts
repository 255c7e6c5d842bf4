import type { Translate } from '../app/i18n/LanguageContext';
import { useLanguage } from './useLanguage';

/** The translate function of the current language: every visible text goes through it. */
export function useT(): Translate {
  return useLanguage().t;
}
