import type { LogoutPhase } from '../../hooks/useLogout';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';

interface Props {
  phase: LogoutPhase;
  onCancel(): void;
  onConfirm(): void;
}

export function LogoutDialog({ phase, onCancel, onConfirm }: Props) {
  const t = useT();
  const busy = phase === 'signingOut';
  return (
    <Dialog
      open={phase !== 'idle'}
      title={t('shell.logout.title')}
      onClose={onCancel}
      dismissible={!busy}
      actions={
        <>
          <button type="button" className="button button--text" onClick={onCancel} disabled={busy}>
            {t('shell.logout.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy}>
            {busy ? t('shell.logout.signingOut') : t('shell.logout.confirm')}
          </button>
        </>
      }
    >
      <p>{t('shell.logout.message')}</p>
    </Dialog>
  );
}
