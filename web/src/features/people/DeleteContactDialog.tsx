import type { ErrorCode } from '@colmena/shared';
import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { useContactCommand } from './useContactCommand';

interface Props {
  open: boolean;
  contactId: string;
  /** How the contact is named in the question (full name, else e-mail). */
  name: string;
  onClose(): void;
  /** Called once the server applied `contact.delete`. */
  onDeleted(): void;
}

/**
 * Asks before `contact.delete`: it cannot be undone from the app (the account is removed). A
 * refusal shows its catalogue text in the dialog (and as the snack useContactCommand raises);
 * the dialog stays open so the answer is seen where it was asked.
 */
export function DeleteContactDialog({ open, contactId, name, onClose, onDeleted }: Props) {
  const t = useT();
  const send = useContactCommand();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);

  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    const outcome = await send({ type: 'contact.delete', payload: { contactId } });
    setBusy(false);
    if (outcome.status === 'rejected') {
      setFailure(outcome.error);
      return;
    }
    onDeleted();
  };

  return (
    <Dialog
      open={open}
      title={t('accounts.contact.deleteTitle', { name })}
      onClose={close}
      dismissible={!busy}
      actions={
        <>
          <button type="button" className="button button--text" onClick={close} disabled={busy}>
            {t('accounts.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary contact-form__danger"
            onClick={() => void confirm()}
            disabled={busy}
          >
            {t(busy ? 'accounts.contact.deleting' : 'accounts.contact.deleteConfirm')}
          </button>
        </>
      }
    >
      <p>{t('accounts.contact.deleteText')}</p>
      <FormError text={failure ? t(`errors.${failure}`) : null} />
    </Dialog>
  );
}
