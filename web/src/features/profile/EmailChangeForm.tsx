import type { ErrorCode } from '@colmena/shared';
import { useState } from 'react';
import { accountsApi } from '../../api/accountsClient';
import { toErrorCode } from '../../api/apiError';
import { useSession } from '../../hooks/useSession';
import { useSnackbar } from '../../hooks/useSnackbar';
import { useT } from '../../hooks/useT';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { emailChangeIssue } from './emailChange';

const savedSnackMs = 3000;

/** New sign-in e-mail, confirmed with the current password (`POST /api/auth/email`). */
export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const t = useT();
  const { refresh } = useSession();
  const { notify } = useSnackbar();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<ErrorCode | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const issue = emailChangeIssue(email, currentEmail, password);
    if (issue) {
      setError(issue);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await accountsApi.changeEmail({ email: email.trim(), password });
      setEmail('');
      setPassword('');
      notify({ text: t('accounts.profile.emailSaved'), type: 'success', time: savedSnackMs });
      await refresh().catch((failure: unknown) =>
        console.error('The session could not be reloaded', failure),
      );
    } catch (failure) {
      setError(toErrorCode(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('accounts.profile.newEmail')}
        type="email"
        name="new-email"
        autoComplete="email"
        inputMode="email"
        value={email}
        disabled={saving}
        onValueChange={(value) => {
          setEmail(value);
          setError(null);
        }}
      />
      <TextField
        label={t('accounts.profile.currentPassword')}
        type="password"
        name="current-password"
        autoComplete="current-password"
        value={password}
        disabled={saving}
        onValueChange={(value) => {
          setPassword(value);
          setError(null);
        }}
      />
      <FormError text={error ? t(`errors.${error}`) : null} />
      <button type="submit" className="button button--outlined" disabled={saving}>
        {saving ? t('accounts.profile.savingEmail') : t('accounts.profile.saveEmail')}
      </button>
    </form>
  );
}
