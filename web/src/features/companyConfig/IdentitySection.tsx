import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { TenantImage } from '../../ui/TenantImage';
import { TextField } from '../../ui/TextField';
import { UploadControl } from '../../ui/upload';
import { identityForm, identityPayload, isCompanyLink } from './companyForms';
import { useDirtySection } from './dirtySections';
import { SettingsSection } from './SettingsSection';
import { useSectionDraft } from './useSectionDraft';

/**
 * Name and logos. A logo is uploaded (stored as the company's file) or given as the address of
 * an image; either way it is saved with the section, and "Quitar" empties it.
 */
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
      <LogoField
        label={t('companyConfig.identity.logoNavbar')}
        value={draft.LogoNavbar}
        placeholder="/api/files/logo.svg"
        hint={t('companyConfig.identity.logoHint')}
        badLink={badLink}
        onChange={(LogoNavbar) => setDraft((current) => ({ ...current, LogoNavbar }))}
        wide
      />
      <LogoField
        label={t('companyConfig.identity.logoIcon')}
        value={draft.LogoIcon}
        placeholder="/api/files/icon.svg"
        hint={t('companyConfig.identity.iconHint')}
        badLink={badLink}
        onChange={(LogoIcon) => setDraft((current) => ({ ...current, LogoIcon }))}
      />
    </SettingsSection>
  );
}

interface LogoFieldProps {
  label: string;
  value: string;
  placeholder: string;
  hint: string;
  badLink(value: string): { text: string; tone: 'bad' } | null;
  onChange(value: string): void;
  wide?: boolean;
}

/** One logo: its address, an upload that fills it in, a button that empties it, and its preview. */
function LogoField({ label, value, placeholder, hint, badLink, onChange, wide = false }: LogoFieldProps) {
  const t = useT();
  return (
    <div className="settings-logo">
      <div className="settings-logo__source">
        <TextField
          label={label}
          value={value}
          inputMode="url"
          placeholder={placeholder}
          onValueChange={onChange}
          hint={badLink(value) ?? { text: hint, tone: 'neutral' }}
        />
        <div className="settings-logo__actions">
          <UploadControl
            owner={{ company: true }}
            accept="image/*"
            label={t('companyConfig.identity.upload')}
            onUploaded={(answer) => onChange(answer.url)}
          />
          {value.trim() !== '' && (
            <button
              type="button"
              className="button button--text"
              aria-label={t('companyConfig.identity.removeNamed', { name: label })}
              onClick={() => onChange('')}
            >
              {t('companyConfig.identity.remove')}
            </button>
          )}
        </div>
      </div>
      <LogoPreview src={value} label={t('companyConfig.identity.preview')} wide={wide} />
    </div>
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
