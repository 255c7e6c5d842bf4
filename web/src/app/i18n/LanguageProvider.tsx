import { type Language, translate } from '@colmena/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { LanguageContext, type LanguageState } from './LanguageContext';
import { resolveLanguage } from './resolveLanguage';

interface Props {
  companyLanguages: readonly Language[];
  contactLanguage?: Language | undefined;
  /** Who is signed in: a new user drops the previous switch choice so their own language applies. */
  userKey: string | null;
  children: ReactNode;
}

interface Override {
  userKey: string | null;
  language: Language;
}

const storageKey = 'colmena.language';

function readStoredOverride(): Override | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw ? (JSON.parse(raw) as Override) : null;
  } catch {
    return null;
  }
}

export function LanguageProvider({ companyLanguages, contactLanguage, userKey, children }: Props) {
  const [override, setOverride] = useState<Override | null>(readStoredOverride);
  const activeOverride = override && override.userKey === userKey ? override.language : null;
  const language = resolveLanguage({
    browserLanguages: navigator.languages,
    companyLanguages,
    contactLanguage,
    override: activeOverride,
  });

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const choose = useCallback(
    (chosen: Language) => {
      const next: Override = { userKey, language: chosen };
      setOverride(next);
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Private mode may refuse storage; the choice then lasts until reload.
      }
    },
    [userKey],
  );

  const value = useMemo<LanguageState>(
    () => ({
      language,
      languages: companyLanguages,
      t: (key, params) => translate(language, key, params),
      choose,
    }),
    [language, companyLanguages, choose],
  );

  return <LanguageContext value={value}>{children}</LanguageContext>;
}
