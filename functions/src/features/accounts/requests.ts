import { z } from 'zod';

/** Bodies of the account endpoints; rule failures become catalogue errors in the handlers. */
export const resetRequestSchema = z.object({ email: z.string().max(320) });
export const resetVerifySchema = z.object({ email: z.string().max(320), code: z.string().max(20) });
export const newPasswordSchema = z.object({
  password: z.string().max(200),
  confirmPassword: z.string().max(200),
});
export const resetConfirmSchema = resetVerifySchema.extend(newPasswordSchema.shape);
export const emailChangeSchema = z.object({ email: z.string().max(320), password: z.string().max(200) });

const emailFormat = z.email();

/** Spec §2 reset: "Wrong email!" for an address that is not one. */
export function isWellFormedEmail(email: string): boolean {
  return emailFormat.safeParse(email.trim().toLowerCase()).success;
}
