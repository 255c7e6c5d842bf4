import type { Language } from '@colmena/shared';
import { translate } from '@colmena/shared/i18n';
import { landingLanguages } from './landingLanguage';

interface LanguageSwitchProps {
  language: Language;
  onChange: (language: Language) => void;
}

export function LanguageSwitch({ language, onChange }: LanguageSwitchProps) {
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{translate(language, 'landing.language.label')}</legend>
      {landingLanguages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => onChange(option)}
        >
          {option.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
