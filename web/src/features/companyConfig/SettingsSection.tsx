import { type FormEvent, type ReactNode, useId } from 'react';
import type { SaveState } from '../../hooks/useCompanyCommand';
import { useT } from '../../hooks/useT';

interface Props {
  id: string;
  title: string;
  description?: string;
  dirty: boolean;
  state: SaveState;
  /** Whether the draft may be sent (nothing wrong in it). */
  canSave?: boolean;
  onSave(): void;
  onDiscard(): void;
  children: ReactNode;
  /** Replaces the save row (a section whose actions are its own, like the collections list). */
  footer?: ReactNode;
}

/**
 * One settings section: its form, one Save (a command), its progress and the catalogue's error
 * shown right here, and Discard while it holds unsaved changes.
 */
export function SettingsSection({
  id,
  title,
  description,
  dirty,
  state,
  canSave = true,
  onSave,
  onDiscard,
  children,
  footer,
}: Props) {
  const t = useT();
  const headingId = useId();
  const saving = state.status === 'saving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dirty && canSave && !saving) onSave();
  };
  return (
    <section id={id} className="settings-section" aria-labelledby={headingId} aria-busy={saving}>
      <header className="settings-section__header">
        <h2 id={headingId} className="settings-section__title">
          {title}
          {dirty && (
            <span className="tag tag--warning settings-section__dirty">{t('companyConfig.unsaved')}</span>
          )}
        </h2>
        {description && <p className="settings-section__description">{description}</p>}
      </header>
      <form className="settings-section__form" onSubmit={submit} noValidate>
        {children}
        {footer ?? (
          <div className="settings-section__actions">
            <SaveStatus state={state} dirty={dirty} />
            {dirty && !saving && (
              <button type="button" className="button button--text" onClick={onDiscard}>
                {t('companyConfig.discard')}
              </button>
            )}
            <button type="submit" className="button button--primary" disabled={!dirty || !canSave || saving}>
              {saving ? t('companyConfig.saving') : t('companyConfig.save')}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}

/** "Saving…", "Saved" or the catalogue's error, read out as it changes. */
export function SaveStatus({ state, dirty }: { state: SaveState; dirty: boolean }) {
  const t = useT();
  if (state.status === 'error')
    return (
      <p className="settings-section__status settings-section__status--error" role="alert">
        {state.text}
      </p>
    );
  return (
    <p className="settings-section__status" role="status">
      {state.status === 'saving'
        ? t('companyConfig.saving')
        : state.status === 'saved' && !dirty
          ? t('companyConfig.savedShort')
          : ''}
    </p>
  );
}
