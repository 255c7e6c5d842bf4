import type { ErrorCode } from '@colmena/shared';

/**
 * Whether a tab that was signed in lost its session to something done elsewhere: the server
 * ended its live stream as unauthenticated (the session was deleted or disabled: a sign-out
 * in another tab or device, a password change, an account disabled; or it expired), the
 * session reloaded since has no user, and this tab did not sign out itself.
 */
export function endedElsewhere(input: {
  streamEnd: ErrorCode;
  wasSignedIn: boolean;
  signedInNow: boolean;
  ownSignOut: boolean;
}): boolean {
  return (
    input.streamEnd === 'unauthenticated' && input.wasSignedIn && !input.signedInNow && !input.ownSignOut
  );
}
