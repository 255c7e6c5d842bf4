import { useEffect, useId, useRef } from 'react';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { PasswordUpdateForm } from './PasswordUpdateForm';
import './auth.css';

/**
 * Spec §2 "A forced password reset dialog that cannot be dismissed": a native modal (the rest
 * of the app is inert behind it), no close button, Escape does nothing, the backdrop neither.
 * Chromium closes a modal on a repeated Escape even when `cancel` is prevented, so a close
 * that did not come from success opens it again at once.
 */
export function ForcedResetDialog({ onDone }: { onDone(): void }) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const finished = useRef(false);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      finished.current = true;
      dialog?.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="dialog forced-reset"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      data-testid="forced-reset"
      onCancel={(event) => event.preventDefault()}
      onClose={() => {
        const dialog = ref.current;
        if (dialog && !finished.current && dialog.isConnected) dialog.showModal();
      }}
    >
      <div className="dialog__body">
        <span className="forced-reset__icon">
          <Icon name="lock" size={26} />
        </span>
        <h2 id={titleId} className="dialog__title">
          {t('accounts.forcedReset.title')}
        </h2>
        <p id={messageId} className="forced-reset__message">
          {t('accounts.forcedReset.message')}
        </p>
        <PasswordUpdateForm
          onSuccess={() => {
            finished.current = true;
            onDone();
          }}
        />
      </div>
    </dialog>
  );
}
