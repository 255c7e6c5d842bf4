import type { Language, MessageKey, MessageParams } from '@colmena/shared';
import { createContext } from 'react';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface LanguageState {
  language: Language;
  /** The company's languages, the list the language picker offers. */
  languages: readonly Language[];
  t: Translate;
  /** Applies a language in this tab at once (saving it on the contact is useSavedLanguage's). */
  choose(language: Language): void;
}

export const LanguageContext = createContext<LanguageState | null>(null);
