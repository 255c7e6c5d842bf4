import type { Language } from '@colmena/shared';
import { useLanguage } from '../../hooks/useLanguage';
import { useSavedLanguage } from '../../hooks/useSavedLanguage';
import './languageSwitch.css';

/**
 * The shell's language picker (issue 12 point 6: a picker of the company's languages, not a
 * toggle that surprises): it shows the current code (e.g. "ES") and opens the device's own
 * list of the company's languages — a native select over the code, so keyboards, screen
 * readers and phones get their usual picker. When signed in, the choice is saved on the
 * contact (spec §4), so it survives the next sign-in.
 */
export function LanguageSwitch({ className = 'icon-button' }: { className?: string }) {
  const { t } = useLanguage();
  const { language, languages, saving, change } = useSavedLanguage();
  const offered = languages.includes(language) ? languages : [language, ...languages];
  return (
    <span className={`${className} language-switch`} title={t('shell.icon.language')}>
      <span className="language-switch__code" aria-hidden="true">
        {language.toUpperCase()}
      </span>
      <select
        className="language-switch__select"
        aria-label={t('shell.icon.language')}
        value={language}
        disabled={saving || offered.length < 2}
        aria-busy={saving}
        onChange={(event) => void change(event.target.value as Language)}
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {t('people.language.option', { code: code.toUpperCase(), name: t(`accounts.language.${code}`) })}
          </option>
        ))}
      </select>
    </span>
  );
}
