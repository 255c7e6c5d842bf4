import { z } from 'zod';

/** Bodies of the account endpoints: the one request contract of `@colmena/shared` (shared/src/api). */
export {
  emailChangeSchema,
  newPasswordSchema,
  resetConfirmSchema,
  resetRequestSchema,
  resetVerifySchema,
} from '@colmena/shared';

const emailFormat = z.email();

/** Spec §2 reset: "Wrong email!" for an address that is not one. */
export function isWellFormedEmail(email: string): boolean {
  return emailFormat.safeParse(email.trim().toLowerCase()).success;
}
