import { useState } from 'react';
import { useCompanyCommand } from '../../hooks/useCompanyCommand';
import { useT } from '../../hooks/useT';
import { PackChoice, PackCommandDialog } from './PackCommandDialog';

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
    <PackCommandDialog
      title={t('store.uninstall.title', { name })}
      saving={saving}
      confirmLabel={t('store.uninstall')}
      savingLabel={t('store.uninstalling')}
      error={state.status === 'error' ? state.text : null}
      onConfirm={() => void uninstall()}
      onClose={onClose}
    >
      <p>{t('store.uninstall.text')}</p>
      <PackChoice<'keep' | 'toDeleted'>
        legend={t('store.uninstall.documents')}
        name="pack-documents"
        options={(['keep', 'toDeleted'] as const).map((option) => ({
          value: option,
          label: t(`store.uninstall.${option}`),
        }))}
        value={documents}
        onChange={setDocuments}
        disabled={saving}
      />
    </PackCommandDialog>
  );
}
