import { useT } from '../../hooks/useT';
import { FormError } from '../../ui/FormError';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { checkNewPassword } from '../../ui/newPassword';

interface Props {
  email: string;
  password: string;
  repeat: string;
  saving: boolean;
  error: string | null;
  onChange(change: { password?: string; repeat?: string }): void;
  onSubmit(): void;
}

/** Step 3: new password and repeat; the save button exists only when both are valid (spec §5). */
export function NewPasswordStep({ email, password, repeat, saving, error, onChange, onSubmit }: Props) {
  const t = useT();
  const valid = checkNewPassword(password, repeat).valid;
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="auth-card__text">{t('accounts.forgot.newPasswordIntro', { email: email.trim() })}</p>
      <NewPasswordFields password={password} repeat={repeat} disabled={saving} onChange={onChange} />
      <FormError text={error} />
      {valid && (
        <button type="submit" className="button button--primary button--block" disabled={saving}>
          {saving ? t('accounts.forgot.saving') : t('accounts.forgot.save')}
        </button>
      )}
    </form>
  );
}
