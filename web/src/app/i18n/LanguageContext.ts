import type { Language, MessageKey, MessageParams } from '@colmena/shared';
import { createContext } from 'react';

export type Translate = (key: MessageKey, params?: MessageParams) => string;

export interface LanguageState {
  language: Language;
  /** The company's languages, the list the switch cycles through. */
  languages: readonly Language[];
  t: Translate;
  cycle(): void;
}

export const LanguageContext = createContext<LanguageState | null>(null);
