import type { PublicCollection } from '@colmena/shared';
import type { RemovedDocumentsChoice } from '@colmena/shared/schemas';
import { useState } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { SaveStatus } from './SettingsSection';

interface Props {
  collection: PublicCollection;
  onClose(): void;
  onRemoved(): void;
}

/**
 * `collection.remove`: asked once; when the collection still holds documents the server names
 * how many, and the admin chooses to keep them or move them to the Deleted copies (nothing is
 * ever lost).
 */
export function RemoveCollectionDialog({ collection, onClose, onRemoved }: Props) {
  const t = useT();
  const { state, send } = useCompanyCommand();
  const [count, setCount] = useState<number | null>(null);
  const [choice, setChoice] = useState<RemovedDocumentsChoice>('keep');
  const saving = state.status === 'saving';

  const remove = async () => {
    const outcome = await send(
      'collection.remove',
      count === null ? { key: collection.key } : { key: collection.key, documents: choice },
      {
        quiet: (rejected) => rejected.status === 'rejected' && rejected.error === 'collection_has_documents',
      },
    );
    if (outcome.status === 'applied') onRemoved();
    else if (outcome.error === 'collection_has_documents') setCount(Number(outcome.params?.count ?? 0));
  };

  return (
    <Dialog
      open
      title={t('companyConfig.remove.title', { name: collection.name })}
      onClose={() => !saving && onClose()}
      actions={
        <>
          <SaveStatus state={state} dirty />
          <button type="button" className="button button--text" onClick={onClose} disabled={saving}>
            {t('companyConfig.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void remove()}
            disabled={saving}
          >
            {saving ? t('companyConfig.saving') : t('companyConfig.remove.confirm')}
          </button>
        </>
      }
    >
      {count === null ? (
        <p>{t('companyConfig.remove.text', { key: collection.key })}</p>
      ) : (
        <fieldset className="settings-fieldset">
          <legend>{t('companyConfig.remove.hasDocuments', { count })}</legend>
          <label className="check">
            <input
              type="radio"
              name="removed-documents"
              checked={choice === 'keep'}
              onChange={() => setChoice('keep')}
            />
            <span>{t('companyConfig.remove.keep')}</span>
          </label>
          <label className="check">
            <input
              type="radio"
              name="removed-documents"
              checked={choice === 'toDeleted'}
              onChange={() => setChoice('toDeleted')}
            />
            <span>{t('companyConfig.remove.toDeleted')}</span>
          </label>
        </fieldset>
      )}
    </Dialog>
  );
}
