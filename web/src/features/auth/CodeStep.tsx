import { useT } from '../../hooks/useT';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { resetCodeLength } from './resetCode';

interface Props {
  email: string;
  code: string;
  codeSent: boolean;
  busy: boolean;
  error: string | null;
  onCode(code: string): void;
  onSubmit(): void;
  onResend(): void;
  onOtherEmail(): void;
}

/** Step 2: "Check your email to continue!", then the six digits of the mail. */
export function CodeStep({
  email,
  code,
  codeSent,
  busy,
  error,
  onCode,
  onSubmit,
  onResend,
  onOtherEmail,
}: Props) {
  const t = useT();
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {codeSent && (
        <div className="notice notice--success" role="status">
          <strong>{t('accounts.forgot.checkEmail')}</strong>
          <span>{t('accounts.forgot.codeSentTo', { email: email.trim() })}</span>
        </div>
      )}
      <TextField
        label={t('accounts.forgot.code')}
        name="code"
        className="code-input"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={resetCodeLength + 2}
        required
        value={code}
        disabled={busy}
        onValueChange={onCode}
      />
      <FormError text={error} />
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? t('accounts.forgot.verifying') : t('accounts.forgot.verify')}
      </button>
      <div className="auth-card__actions">
        <button type="button" className="button button--text" onClick={onResend} disabled={busy}>
          {t('accounts.forgot.resend')}
        </button>
        <button type="button" className="button button--text" onClick={onOtherEmail} disabled={busy}>
          {t('accounts.forgot.otherEmail')}
        </button>
      </div>
    </form>
  );
}
