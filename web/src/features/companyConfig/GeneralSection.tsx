import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { TextField } from '../../ui/TextField';
import { CheckField } from '../people/CheckField';
import { SelectField } from '../people/SelectField';
import { generalForm, generalPayload, isAppPath, isCompanyLink } from './companyForms';
import { useDirtySection } from './dirtySections';
import { levelOptions } from './levelOptions';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './useSectionDraft';

/** Starting page, public page, chat and agenda levels, hidden contacts, privacy and cookies pages. */
export function GeneralSection() {
  const t = useT();
  const { company } = useSession();
  const saved = generalForm(company);
  const { draft, setDraft, dirty, discard } = useSectionDraft(saved);
  const { state, send } = useCompanyCommand();
  useDirtySection(t('companyConfig.general.title'), dirty);
  const levels = levelOptions(t);
  const bad = (ok: boolean, text: string) => (ok ? null : { text, tone: 'bad' as const });
  const canSave =
    isAppPath(draft.startingPage) && isCompanyLink(draft.privacyUrl) && isCompanyLink(draft.cookiesUrl);

  const save = () => {
    const payload = generalPayload(saved, draft);
    if (payload) void send('company.update', payload);
  };

  return (
    <SettingsSection
      id="general"
      title={t('companyConfig.general.title')}
      description={t('companyConfig.general.description')}
      dirty={dirty}
      state={state}
      canSave={canSave}
      onSave={save}
      onDiscard={discard}
    >
      <TextField
        label={t('companyConfig.general.startingPage')}
        value={draft.startingPage}
        placeholder="/data"
        onValueChange={(startingPage) => setDraft({ ...draft, startingPage })}
        hint={
          bad(isAppPath(draft.startingPage), t('companyConfig.general.startingPageBad')) ?? {
            text: t('companyConfig.general.startingPageHint'),
            tone: 'neutral',
          }
        }
      />
      <CheckField
        label={t('companyConfig.general.hasPublicPage')}
        checked={draft.hasPublicPage}
        onCheckedChange={(hasPublicPage) => setDraft({ ...draft, hasPublicPage })}
      />
      <div className="settings-grid">
        <SelectField
          label={t('companyConfig.general.chatViewLvl')}
          value={draft.chatViewLvl}
          options={[{ value: '', label: t('companyConfig.general.everyone') }, ...levels]}
          onValueChange={(chatViewLvl) => setDraft({ ...draft, chatViewLvl })}
        />
        <SelectField
          label={t('companyConfig.general.agendaViewLvl')}
          value={String(draft.agendaViewLvl)}
          options={levels}
          onValueChange={(lvl) => setDraft({ ...draft, agendaViewLvl: Number(lvl) })}
        />
      </div>
      <CheckField
        label={t('companyConfig.general.hideContacts')}
        checked={draft.hideContactsFromEmployees}
        onCheckedChange={(hideContactsFromEmployees) => setDraft({ ...draft, hideContactsFromEmployees })}
      />
      <div className="settings-grid">
        <TextField
          label={t('companyConfig.general.privacyUrl')}
          value={draft.privacyUrl}
          inputMode="url"
          placeholder="https://"
          onValueChange={(privacyUrl) => setDraft({ ...draft, privacyUrl })}
          hint={bad(isCompanyLink(draft.privacyUrl), t('companyConfig.link.bad'))}
        />
        <TextField
          label={t('companyConfig.general.cookiesUrl')}
          value={draft.cookiesUrl}
          inputMode="url"
          placeholder="https://"
          onValueChange={(cookiesUrl) => setDraft({ ...draft, cookiesUrl })}
          hint={bad(isCompanyLink(draft.cookiesUrl), t('companyConfig.link.bad'))}
        />
      </div>
    </SettingsSection>
  );
}
