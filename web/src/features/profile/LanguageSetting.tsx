import { useId } from 'react';
import { useSavedLanguage } from '../../hooks/useSavedLanguage';
import { useT } from '../../hooks/useT';
import { ProfileSection } from './ProfileSection';

/** The profile's language: one choice per company language, saved on the contact when picked. */
export function LanguageSetting() {
  const t = useT();
  const name = useId();
  const { language, languages, saving, change } = useSavedLanguage();
  const offered = languages.includes(language) ? languages : [language, ...languages];
  return (
    <ProfileSection title={t('accounts.profile.language')} description={t('accounts.profile.languageHint')}>
      <div className="language-options" role="radiogroup" aria-label={t('people.language.label')}>
        {offered.map((code) => (
          <label key={code} className="language-option">
            <input
              type="radio"
              name={name}
              value={code}
              checked={code === language}
              disabled={saving}
              onChange={() => void change(code)}
            />
            <span className="language-option__code" aria-hidden="true">
              {code.toUpperCase()}
            </span>
            <span className="language-option__name">{t(`accounts.language.${code}`)}</span>
          </label>
        ))}
      </div>
    </ProfileSection>
  );
}
