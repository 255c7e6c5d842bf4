import { type Language, supportedLanguages } from '@colmena/shared';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { languagesPayload, moved } from './companyForms';
import { useDirtySection } from './dirtySections';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './useSectionDraft';

/** The interface languages offered, in order: the first serves browsers in any other language (spec §1). */
export function LanguagesSection() {
  const t = useT();
  const { company } = useSession();
  const { draft, setDraft, dirty, discard } = useSectionDraft<Language[]>(company.languages);
  const { state, send } = useCompanyCommand();
  useDirtySection(t('companyConfig.languages.title'), dirty);
  const offered = supportedLanguages.filter((language) => !draft.includes(language));

  const save = () => {
    const payload = languagesPayload(company.languages, draft);
    if (payload) void send('company.update', payload);
  };

  return (
    <SettingsSection
      id="languages"
      title={t('companyConfig.languages.title')}
      description={t('companyConfig.languages.description')}
      dirty={dirty}
      state={state}
      canSave={draft.length > 0}
      onSave={save}
      onDiscard={discard}
    >
      <ol className="settings-list">
        {draft.map((language, index) => (
          <li key={language} className="settings-list__item">
            <span className="settings-list__label">
              {t(`companyConfig.languages.${language}`)}
              {index === 0 && <span className="tag tag--outlined">{t('companyConfig.languages.first')}</span>}
            </span>
            <span className="settings-list__actions">
              <button
                type="button"
                className="button button--text"
                disabled={index === 0}
                aria-label={t('companyConfig.moveUp', { name: t(`companyConfig.languages.${language}`) })}
                onClick={() => setDraft(moved(draft, index, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="button button--text"
                disabled={index === draft.length - 1}
                aria-label={t('companyConfig.moveDown', { name: t(`companyConfig.languages.${language}`) })}
                onClick={() => setDraft(moved(draft, index, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="button button--text"
                disabled={draft.length === 1}
                onClick={() => setDraft(draft.filter((l) => l !== language))}
              >
                {t('companyConfig.remove')}
              </button>
            </span>
          </li>
        ))}
      </ol>
      {offered.map((language) => (
        <button
          key={language}
          type="button"
          className="button button--outlined settings-add"
          onClick={() => setDraft([...draft, language])}
        >
          {t('companyConfig.languages.add', { name: t(`companyConfig.languages.${language}`) })}
        </button>
      ))}
    </SettingsSection>
  );
}
