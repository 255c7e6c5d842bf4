import { useId } from 'react';
import './ui.css';
import { useT } from '../hooks/useT';
import { checkNewPassword, type PasswordHint } from './newPassword';
import { type FieldHint, TextField } from './TextField';

interface Props {
  password: string;
  repeat: string;
  onChange(change: { password?: string; repeat?: string }): void;
  disabled?: boolean;
  passwordLabel?: string;
  repeatLabel?: string;
}

/**
 * Spec §5 new password: the requirement text, the password and its repeat, each with the live
 * hint "Contraseña valida" / "No cumple requisitos!" once something is typed.
 */
export function NewPasswordFields({
  password,
  repeat,
  onChange,
  disabled,
  passwordLabel,
  repeatLabel,
}: Props) {
  const t = useT();
  const ruleId = useId();
  const check = checkNewPassword(password, repeat);
  const hintOf = (hint: PasswordHint): FieldHint | null =>
    hint === null
      ? null
      : hint === 'valid'
        ? { text: t('accounts.password.valid'), tone: 'good' }
        : { text: t('accounts.password.invalid'), tone: 'bad' };

  return (
    <>
      <p id={ruleId} className="password-rule">
        {t('accounts.password.rule')}
      </p>
      <TextField
        label={passwordLabel ?? t('accounts.password.new')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        disabled={disabled}
        aria-details={ruleId}
        hint={hintOf(check.password)}
        liveHint
        onValueChange={(value) => onChange({ password: value })}
      />
      <TextField
        label={repeatLabel ?? t('accounts.password.repeat')}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        disabled={disabled}
        hint={hintOf(check.repeat)}
        liveHint
        onValueChange={(value) => onChange({ repeat: value })}
      />
    </>
  );
}
