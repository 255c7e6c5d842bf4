import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import { AppError } from '../../platform/http/AppError';
import type { StreamGuard } from '../../platform/live/liveFrame';

/**
 * How a stream's caller is re-checked (LiveHub revalidation): by the session it was opened
 * with — gone after logout, expiry or disabling — or, opened with a stream token (no cookie
 * travels), by the account itself. Either way a changed level ends the stream too, since its
 * subscriptions carry the policy of the old level. Visitors have nothing to lose: no guard.
 */
export function streamGuard(
  deps: Pick<AppDeps, 'accounts'>,
  tenant: string,
  opened: Account | null,
  sessionToken: string | null,
): StreamGuard | undefined {
  if (!opened) return undefined;
  const current = sessionToken
    ? () => deps.accounts.resolveSession(tenant, sessionToken)
    : () => deps.accounts.get(tenant, opened.uid);
  return async () => {
    const account = await current();
    if (!account || account.disabled || account.uid !== opened.uid) {
      return new AppError('unauthenticated', 'The session of this stream has ended');
    }
    if (account.lvl !== opened.lvl) return new AppError('forbidden', 'Your access changed: subscribe again');
    return null;
  };
}
