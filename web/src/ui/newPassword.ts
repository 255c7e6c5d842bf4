import { isValidNewPassword } from '@colmena/shared/schemas';

/** The live hint under a field: "Contraseña valida" or "No cumple requisitos!" (spec §5); none while empty. */
export type PasswordHint = 'valid' | 'invalid' | null;

export interface NewPasswordCheck {
  password: PasswordHint;
  repeat: PasswordHint;
  /** Spec §5: submit exists only when both fields are valid. */
  valid: boolean;
}

function hint(filled: boolean, ok: boolean): PasswordHint {
  if (!filled) return null;
  return ok ? 'valid' : 'invalid';
}

/**
 * Spec §5: the new password passes the rule (8+ characters, upper, lower, digit, no spaces);
 * the repeat must equal it and pass the rule too.
 */
export function checkNewPassword(password: string, repeat: string): NewPasswordCheck {
  const passwordOk = isValidNewPassword(password);
  const repeatOk = repeat === password && isValidNewPassword(repeat);
  return {
    password: hint(password.length > 0, passwordOk),
    repeat: hint(repeat.length > 0, repeatOk),
    valid: passwordOk && repeatOk,
  };
}
