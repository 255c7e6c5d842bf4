import { useLanguage } from '../../hooks/useLanguage';

/** Shows the current code (e.g. "ES") and moves to the next company language on click (spec §4). */
export function LanguageSwitch({ className = 'icon-button' }: { className?: string }) {
  const { language, cycle, t } = useLanguage();
  return (
    <button
      type="button"
      className={`${className} language-switch`}
      aria-label={t('shell.icon.language')}
      title={t('shell.icon.language')}
      onClick={cycle}
    >
      <span className="language-switch__code">{language.toUpperCase()}</span>
    </button>
  );
}
