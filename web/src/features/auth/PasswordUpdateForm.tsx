import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { forcedResetMachine } from '../../machines/forcedResetMachine';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { checkNewPassword } from '../../ui/newPassword';
import { passwordSnackActions } from './passwordSnackActions';

export { passwordErrorSnackMs, passwordUpdatedSnackMs } from './passwordSnackActions';

/**
 * The signed-in user's new password (forced reset dialog and profile), driven by the forced
 * reset machine: its snacks are passwordSnackActions, reading a ref so that the machine,
 * created once, always speaks the current language.
 */
export function PasswordUpdateForm({ onSuccess }: { onSuccess?: () => void }) {
  const t = useT();
  const snackbar = useSnackbar();
  const latest = useRef({ t, snackbar });
  latest.current = { t, snackbar };

  const [machine] = useState(() =>
    forcedResetMachine.provide({ actions: passwordSnackActions(() => latest.current) }),
  );
  const [snapshot, send] = useMachine(machine);
  const { password, repeat, error } = snapshot.context;
  const updating = snapshot.matches('updating');
  const done = snapshot.status === 'done';
  const canSubmit = checkNewPassword(password, repeat).valid;

  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    onSuccess?.();
  }, [done, onSuccess]);

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'password.submit' });
      }}
    >
      <NewPasswordFields
        password={password}
        repeat={repeat}
        disabled={updating || done}
        onChange={(change) => send({ type: 'password.change', ...change })}
      />
      {error && (
        <p className="form__error" role="alert">
          {t(`errors.${error}`)}
        </p>
      )}
      {canSubmit && (
        <button type="submit" className="button button--primary button--block" disabled={updating || done}>
          {updating ? t('accounts.password.updating') : t('accounts.password.submit')}
        </button>
      )}
    </form>
  );
}
