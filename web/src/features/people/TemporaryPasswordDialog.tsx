import type { ErrorCode } from '@colmena/shared';
import { useState } from 'react';
import { toErrorCode } from '../../api/apiError';
import { browserFetch } from '../../api/browserFetch';
import { setTemporaryPassword } from '../../api/contactPasswords';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { FormError } from '../../ui/FormError';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { checkNewPassword } from '../../ui/newPassword';

interface Props {
  contactId: string;
  name: string;
  onClose(): void;
  onDone(): void;
}

/**
 * A temporary password for someone else (spec §5 rule, live hints): saved only when both
 * fields pass, as the forced-reset dialog does. A refusal stays in the dialog with its text.
 */
export function TemporaryPasswordDialog({ contactId, name, onClose, onDone }: Props) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const ready = checkNewPassword(password, repeat).valid;

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await setTemporaryPassword(browserFetch, contactId, { password, confirmPassword: repeat });
      onDone();
    } catch (error) {
      setFailure(toErrorCode(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      title={t('people.password.temporaryTitle', { name })}
      onClose={() => !saving && onClose()}
      dismissible={!saving}
      actions={
        <>
          <button type="button" className="button button--text" onClick={onClose} disabled={saving}>
            {t('accounts.cancel')}
          </button>
          <button
            type="submit"
            form="temporary-password"
            className="button button--primary"
            disabled={!ready || saving}
          >
            {t(saving ? 'people.password.temporarySaving' : 'people.password.temporarySave')}
          </button>
        </>
      }
    >
      <form
        id="temporary-password"
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !saving) void save();
        }}
      >
        <p>{t('people.password.temporaryText')}</p>
        <NewPasswordFields
          password={password}
          repeat={repeat}
          disabled={saving}
          onChange={(change) => {
            if (change.password !== undefined) setPassword(change.password);
            if (change.repeat !== undefined) setRepeat(change.repeat);
            setFailure(null);
          }}
        />
        <FormError text={failure ? t(`errors.${failure}`) : null} />
      </form>
    </Dialog>
  );
}
