import { isValidNewPassword } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';

/** Spec §5: the new-password rule, and the repeat must be equal. */
export function assertNewPassword(password: string, confirmPassword: string): void {
  if (!isValidNewPassword(password)) throw new AppError('weak_password');
  if (password !== confirmPassword) throw new AppError('passwords_do_not_match');
}
