import { useSearchParams } from 'react-router';
import { PasswordResetFlow } from './PasswordResetFlow';
import { resetLinkInput } from './resetLink';

/**
 * `/reset-password`: the same journey; `?email=…&code=…` (a link in the reset mail) opens it
 * at the code with both filled in, otherwise it starts from the e-mail.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  return <PasswordResetFlow input={resetLinkInput(params)} />;
}
