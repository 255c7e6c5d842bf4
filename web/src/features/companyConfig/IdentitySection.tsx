import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { TenantImage } from '../../ui/TenantImage';
import { TextField } from '../../ui/TextField';
import { identityForm, identityPayload, isCompanyLink } from './companyForms';
import { useDirtySection } from './dirtySections';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './useSectionDraft';

/** Name and logos. Uploads come later: a logo is the address of an image for now. */
export function IdentitySection() {
  const t = useT();
  const { company } = useSession();
  const saved = identityForm(company);
  const { draft, setDraft, dirty, discard } = useSectionDraft(saved);
  const { state, send } = useCompanyCommand();
  useDirtySection(t('companyConfig.identity.title'), dirty);

  const nameMissing = draft.Name.trim() === '';
  const badLink = (value: string) =>
    isCompanyLink(value) ? null : { text: t('companyConfig.link.bad'), tone: 'bad' as const };
  const canSave = !nameMissing && isCompanyLink(draft.LogoNavbar) && isCompanyLink(draft.LogoIcon);

  const save = () => {
    const payload = identityPayload(saved, draft);
    if (payload) void send('company.update', payload);
  };

  return (
    <SettingsSection
      id="identity"
      title={t('companyConfig.identity.title')}
      description={t('companyConfig.identity.description')}
      dirty={dirty}
      state={state}
      canSave={canSave}
      onSave={save}
      onDiscard={discard}
    >
      <TextField
        label={t('companyConfig.identity.name')}
        value={draft.Name}
        required
        maxLength={200}
        onValueChange={(Name) => setDraft({ ...draft, Name })}
        hint={nameMissing ? { text: t('companyConfig.required'), tone: 'bad' } : null}
      />
      <div className="settings-logo">
        <TextField
          label={t('companyConfig.identity.logoNavbar')}
          value={draft.LogoNavbar}
          inputMode="url"
          placeholder="/api/files/logo.svg"
          onValueChange={(LogoNavbar) => setDraft({ ...draft, LogoNavbar })}
          hint={badLink(draft.LogoNavbar) ?? { text: t('companyConfig.identity.logoHint'), tone: 'neutral' }}
        />
        <LogoPreview src={draft.LogoNavbar} label={t('companyConfig.identity.preview')} wide />
      </div>
      <div className="settings-logo">
        <TextField
          label={t('companyConfig.identity.logoIcon')}
          value={draft.LogoIcon}
          inputMode="url"
          placeholder="/api/files/icon.svg"
          onValueChange={(LogoIcon) => setDraft({ ...draft, LogoIcon })}
          hint={badLink(draft.LogoIcon) ?? { text: t('companyConfig.identity.iconHint'), tone: 'neutral' }}
        />
        <LogoPreview src={draft.LogoIcon} label={t('companyConfig.identity.preview')} />
      </div>
    </SettingsSection>
  );
}

function LogoPreview({ src, label, wide = false }: { src: string; label: string; wide?: boolean }) {
  const t = useT();
  return (
    <figure
      className={wide ? 'settings-logo__preview settings-logo__preview--wide' : 'settings-logo__preview'}
    >
      <TenantImage
        src={src.trim() || null}
        alt={label}
        fallback={<span className="settings-logo__none">{t('companyConfig.identity.noPreview')}</span>}
      />
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
