import { useSavedLanguage } from '../../hooks/useSavedLanguage';
import { useT } from '../../hooks/useT';
import { ProfileSection } from './ProfileSection';

/** The language switch of the profile: shows the current one, cycles and saves on click. */
export function LanguageSetting() {
  const t = useT();
  const { language, saving, change } = useSavedLanguage();
  const name = t(`accounts.language.${language}`);
  return (
    <ProfileSection title={t('accounts.profile.language')} description={t('accounts.profile.languageHint')}>
      <button
        type="button"
        className="language-choice"
        aria-label={t('accounts.profile.languageNow', { language: name })}
        disabled={saving}
        onClick={() => void change()}
      >
        <span className="language-choice__code" aria-hidden="true">
          {language.toUpperCase()}
        </span>
        <span className="language-choice__name">{name}</span>
      </button>
    </ProfileSection>
  );
}
