import type { PublicCollection } from '@colmena/shared';
import { useState } from 'react';
import { useCommand } from '../../hooks/useCommand';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';

interface Props {
  collection: PublicCollection;
  /** How many items the trash lists, as shown. */
  count: string;
  onClose(): void;
}

/** Spec §9: success snacks stay 3000 ms. */
const successSnackMs = 3000;

/**
 * Emptying the trash erases for good, so it asks first (issue 12). One `trash.empty` erases up
 * to 500 copies; while the server says more are left, it sends another.
 */
export function EmptyTrashDialog({ collection, count, onClose }: Props) {
  const t = useT();
  const { run } = useCommand();
  const { notify } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const name = collection.mainName ?? collection.name;
  const confirm = async () => {
    setBusy(true);
    for (;;) {
      const outcome = await run('trash.empty', { collKey: collection.key });
      if (outcome.status !== 'applied') {
        setBusy(false);
        return;
      }
      const more = (outcome.result as { more?: unknown } | undefined)?.more === true;
      if (!more) break;
    }
    notify({ text: t('data.trash.emptied'), type: 'success', time: successSnackMs });
    onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('data.trash.confirmTitle', { name })}
      actions={
        <>
          <button type="button" className="button button--text" onClick={onClose} disabled={busy}>
            {t('data.edit.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={confirm} disabled={busy}>
            {t('data.trash.confirm')}
          </button>
        </>
      }
    >
      <p>{t('data.trash.confirmText', { count })}</p>
    </Dialog>
  );
}
