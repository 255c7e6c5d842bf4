import { useState } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';

interface Props {
  id: string;
  name: string;
  onClose(): void;
}

/**
 * `pack.uninstall`: what goes back is spelled out; the company's own documents in the pack's
 * collections stay unless the admin chooses to move them to the Deleted copies (nothing is
 * pre-chosen that loses anything: keeping is the default).
 */
export function UninstallPackDialog({ id, name, onClose }: Props) {
  const t = useT();
  const [documents, setDocuments] = useState<'keep' | 'toDeleted'>('keep');
  const { state, send } = useCompanyCommand();
  const saving = state.status === 'saving';

  const uninstall = async () => {
    const outcome = await send(
      'pack.uninstall',
      { packId: id, documents },
      { successText: t('store.uninstallDone', { name }) },
    );
    if (outcome.status === 'applied') onClose();
  };

  return (
    <Dialog
      open
      title={t('store.uninstall.title', { name })}
      onClose={() => !saving && onClose()}
      dismissible={!saving}
      actions={
        <>
          <button type="button" className="button button--text" onClick={onClose} disabled={saving}>
            {t('store.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void uninstall()}
            disabled={saving}
            aria-busy={saving}
          >
            {saving ? t('store.uninstalling') : t('store.uninstall')}
          </button>
        </>
      }
    >
      <p>{t('store.uninstall.text')}</p>
      <fieldset className="store__choice">
        <legend>{t('store.uninstall.documents')}</legend>
        {(['keep', 'toDeleted'] as const).map((option) => (
          <label key={option} className="store__radio">
            <input
              type="radio"
              name="pack-documents"
              value={option}
              checked={documents === option}
              onChange={() => setDocuments(option)}
              disabled={saving}
            />
            {t(`store.uninstall.${option}`)}
          </label>
        ))}
      </fieldset>
      {state.status === 'error' && (
        <p className="store__error" role="alert">
          {state.text}
        </p>
      )}
    </Dialog>
  );
}
