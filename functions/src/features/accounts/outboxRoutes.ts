import { levels } from '@colmena/shared/policy';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { requireTenant } from '../../platform/http/requireTenant';

const pageSize = 100;

/**
 * Mounted at `/api/admin`: `GET /outbox` → `{mails}` newest first, the tenant's own mails only,
 * for level 100 (the /adminTools screen). Empty when mail goes out by SMTP.
 */
export function outboxRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/outbox', async (c) => {
    const tenant = requireTenant(c);
    const account = c.get('account');
    if (!account) throw new AppError('unauthenticated');
    if (account.lvl < levels.admin) throw new AppError('forbidden');
    const mails = deps.outbox ? await deps.outbox.list(tenant, pageSize) : [];
    c.header('Cache-Control', 'no-store');
    return c.json({ mails });
  });
}
