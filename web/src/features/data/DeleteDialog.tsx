import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCommand } from '../../hooks/useCommand';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { useRemovalUndo } from './useRemovalUndo';

interface Props {
  open: boolean;
  onClose(): void;
  collection: string;
  docId: string;
  title: string;
  /** The document's page, where "Deshacer" brings the user back. */
  self: string;
  /** Where the user goes once the document is in the trash. */
  leaveTo: string;
}

/**
 * Spec §4: delete asks first, then the document goes to `{collection}Deleted`; a toast offers
 * to undo it for 10 s (issue 12).
 */
export function DeleteDialog({ open, onClose, collection, docId, title, self, leaveTo }: Props) {
  const t = useT();
  const { run } = useCommand();
  const offerUndo = useRemovalUndo();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const outcome = await run('document.delete', { collection, docId });
    setBusy(false);
    if (outcome.status !== 'applied') return;
    onClose();
    // Who may delete may restore (the same level, or the owner rule): the undo is always offered.
    offerUndo(
      { kind: 'deleted', collection, docId },
      { text: t('data.undo.deleted'), undoable: true, back: self, sentTo: leaveTo },
    );
    navigate(leaveTo, { replace: true });
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
