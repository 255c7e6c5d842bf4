import { PasswordResetFlow } from './PasswordResetFlow';

/** `/forgot-password`: the journey from the start, the account's e-mail. */
export function ForgotPasswordPage() {
  return <PasswordResetFlow input={{}} />;
}
