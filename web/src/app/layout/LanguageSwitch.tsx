import { useLanguage } from '../../hooks/useLanguage';
import { useSavedLanguage } from '../../hooks/useSavedLanguage';

/**
 * Shows the current code (e.g. "ES") and moves to the next company language on click; when signed
 * in, the choice is saved on the contact (spec §4), so it survives the next sign-in.
 */
export function LanguageSwitch({ className = 'icon-button' }: { className?: string }) {
  const { t } = useLanguage();
  const { language, saving, change } = useSavedLanguage();
  return (
    <button
      type="button"
      className={`${className} language-switch`}
      aria-label={t('shell.icon.language')}
      title={t('shell.icon.language')}
      aria-busy={saving}
      onClick={() => void change()}
    >
      <span className="language-switch__code">{language.toUpperCase()}</span>
    </button>
  );
}
