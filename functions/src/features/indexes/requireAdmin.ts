import { levels } from '@colmena/shared/policy';
import type { Context } from 'hono';
import type { Account } from '../../platform/accounts/Accounts';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';

/** The query index page is level 100 only (spec §6: admin tools). */
export function requireAdmin(c: Context<AppEnv>): Account {
  const account = c.get('account');
  if (!account) throw new AppError('unauthenticated');
  if (account.lvl < levels.admin) throw new AppError('forbidden');
  return account;
}
