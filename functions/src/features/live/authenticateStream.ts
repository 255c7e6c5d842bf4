import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import type { LiveTokens } from '../../platform/live/liveTokens';

/**
 * Who opens a stream: the session (cookie or Bearer) or, where no cookie travels, the stream
 * token from `POST /api/live/token` in the request body. Without either the stream is a
 * visitor's (public data only), as is one opened by a visitor's token. A token that does not
 * verify is refused rather than downgraded to a visitor.
 */
export async function authenticateStream(
  c: Context<AppEnv>,
  deps: AppDeps,
  tokens: LiveTokens,
  tenant: string,
  token: string | undefined,
): Promise<Account | null> {
  const session = c.get('account');
  if (session) return session;
  if (token === undefined) return null;
  const uid = tokens.verify(token, tenant);
  if (uid === '') return null;
  const account = uid ? await deps.accounts.get(tenant, uid) : null;
  if (!account || account.disabled) throw new AppError('unauthenticated');
  return account;
}
