import type { ForgotPasswordInput } from '../../machines/forgotPasswordMachine';

/** `/reset-password?email=…&code=…` → where the journey starts (blank values are absent). */
export function resetLinkInput(params: URLSearchParams): ForgotPasswordInput {
  const input: ForgotPasswordInput = {};
  const email = params.get('email')?.trim();
  const code = params.get('code')?.trim();
  if (email) input.email = email;
  if (email && code) input.code = code;
  return input;
}
