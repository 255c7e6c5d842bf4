import { z } from 'zod';

/**
 * Bodies of the account endpoints (forgotten password, forced reset, profile). The server
 * validates with them; rule failures (e-mail format, password rule) become catalogue errors in
 * its handlers, so the schemas only bound the sizes.
 */

/** `POST /api/auth/reset/request`: mails a one-time code. */
export const resetRequestSchema = z.object({ email: z.string().max(320) });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

/** `POST /api/auth/reset/verify`. */
export const resetVerifySchema = z.object({ email: z.string().max(320), code: z.string().max(20) });
export type ResetCodeRequest = z.infer<typeof resetVerifySchema>;

/** `POST /api/auth/password` (forced reset and profile). */
export const newPasswordSchema = z.object({
  password: z.string().max(200),
  confirmPassword: z.string().max(200),
});
export type NewPasswordRequest = z.infer<typeof newPasswordSchema>;

/** `POST /api/auth/reset/confirm`: the code and the new password; answers `MeResponse` when it signs in. */
export const resetConfirmSchema = resetVerifySchema.extend(newPasswordSchema.shape);
export type ResetConfirmRequest = z.infer<typeof resetConfirmSchema>;

/** `POST /api/auth/email`: changing the sign-in e-mail asks for the current password again. */
export const emailChangeSchema = z.object({ email: z.string().max(320), password: z.string().max(200) });
export type EmailChangeRequest = z.infer<typeof emailChangeSchema>;
