import { chooseLanguage, type Language } from '@colmena/shared';

export interface LanguageInputs {
  browserLanguages: readonly string[];
  companyLanguages: readonly Language[];
  contactLanguage?: Language | undefined;
  /** Chosen with the switch in this tab; wins until the signed-in user changes. */
  override?: Language | null;
}

/** Switch choice, else the signed-in contact's `lenguage`, else browser language or company's first. */
export function resolveLanguage({
  browserLanguages,
  companyLanguages,
  contactLanguage,
  override,
}: LanguageInputs): Language {
  if (override) return override;
  if (contactLanguage) return contactLanguage;
  return chooseLanguage(browserLanguages, companyLanguages);
}
