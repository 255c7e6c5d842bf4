import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { useDataCommand } from './useDataCommand';

interface Props {
  open: boolean;
  onClose(): void;
  collection: string;
  docId: string;
  title: string;
  /** Called once the document is in the Deleted copy. */
  onDeleted(): void;
}

/** Spec §4: delete asks first, then the document goes to `{collection}Deleted`. */
export function DeleteDialog({ open, onClose, collection, docId, title, onDeleted }: Props) {
  const t = useT();
  const send = useDataCommand();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const result = await send('document.delete', { collection, docId }, 'data.delete.done');
    setBusy(false);
    if (result === null) return;
    onClose();
    onDeleted();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('data.delete.title', { name: title })}
      actions={
        <>
          <button type="button" className="button button--text" onClick={onClose} disabled={busy}>
            {t('data.edit.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={confirm} disabled={busy}>
            {t('data.delete.confirm')}
          </button>
        </>
      }
    >
      <p>{t('data.delete.text')}</p>
    </Dialog>
  );
}
