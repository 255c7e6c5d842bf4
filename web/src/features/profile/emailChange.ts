import { type ErrorCode, minLoginPasswordLength } from '@colmena/shared';
import { isWellFormedEmail } from '../auth/emailAddress';

/**
 * What stops an e-mail change before it reaches the server: a malformed address ("Wrong
 * email!"), the same address again, or a current password too short to be one.
 */
export function emailChangeIssue(newEmail: string, currentEmail: string, password: string): ErrorCode | null {
  if (!isWellFormedEmail(newEmail)) return 'wrong_email';
  if (newEmail.trim().toLowerCase() === currentEmail.trim().toLowerCase()) return 'email_in_use';
  if (password.length < minLoginPasswordLength) return 'password_too_short';
  return null;
}
