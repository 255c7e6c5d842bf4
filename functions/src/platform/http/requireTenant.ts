import type { Context } from 'hono';
import type { AppEnv } from './AppEnv';
import { AppError } from './AppError';

/** The tenant id of a request the host gate let through to a tenant route. */
export function requireTenant(c: Context<AppEnv>): string {
  const tenancy = c.get('tenancy');
  if (tenancy.kind !== 'tenant')
    throw new AppError(tenancy.kind === 'unknown' ? 'unknown_company' : 'not_found');
  return tenancy.id;
}
