import type { Caller } from '@colmena/shared/policy';
import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import { AppError } from '../../platform/http/AppError';
import type { StreamGuard } from '../../platform/live/liveFrame';

/**
 * What the rules read of a signed-in caller besides the level: the contact's Rol (widget
 * consumers, clients hidden from basic employees) and its id (owner arrays).
 */
export interface CallerStanding {
  rol: string | undefined;
  contactId: string | null;
}

export const standingOf = (caller: Caller): CallerStanding =>
  caller.signedIn ? { rol: caller.rol, contactId: caller.contactId } : { rol: undefined, contactId: null };

/** The caller's standing as it was when the stream opened, and how to learn it now. */
export interface StandingCheck {
  opened: CallerStanding;
  now(account: Account): Promise<CallerStanding>;
}

/**
 * How a stream's caller is re-checked (LiveHub revalidation): by the session it was opened
 * with — gone after logout, expiry or disabling — or, opened with a stream token (no cookie
 * travels), by the account itself. Either way a changed level ends the stream too, since its
 * subscriptions carry the policy of the old level; so does a changed Rol or contact (a client
 * made an employee, a contact re-linked): the widget list and the owner filter follow them.
 * Visitors have nothing to lose: no guard.
 */
export function streamGuard(
  deps: Pick<AppDeps, 'accounts'>,
  tenant: string,
  opened: Account | null,
  sessionToken: string | null,
  standing?: StandingCheck,
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
    if (standing) {
      const now = await standing.now(account);
      if (now.rol !== standing.opened.rol || now.contactId !== standing.opened.contactId)
        return new AppError('forbidden', 'Your access changed: subscribe again');
    }
    return null;
  };
}
