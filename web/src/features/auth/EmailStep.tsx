import { useT } from '../../hooks/useT';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';

interface Props {
  email: string;
  sending: boolean;
  error: string | null;
  onEmail(email: string): void;
  onSubmit(): void;
}

/** Step 1: the account's address; a code goes out to it. */
export function EmailStep({ email, sending, error, onEmail, onSubmit }: Props) {
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
      <p className="auth-card__text">{t('accounts.forgot.intro')}</p>
      <TextField
        label={t('accounts.forgot.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        required
        value={email}
        disabled={sending}
        onValueChange={onEmail}
      />
      <FormError text={error} />
      <button type="submit" className="button button--primary button--block" disabled={sending}>
        {sending ? t('accounts.forgot.sending') : t('accounts.forgot.sendCode')}
      </button>
    </form>
  );
}
