import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { requireTenant } from '../../platform/http/requireTenant';
import { getPublicDoc } from './getPublicDoc';
import { listPublicData } from './listPublicData';

/** Spec: results per page 4 to 50. */
const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(4).max(50).default(20),
});

/**
 * Mounted at `/api/public`: `GET /data?page&perPage` → PublicDataPage, `GET /data/:projectid`
 * → `{collection, doc}`. Visitors need no session (spec: /publicData for anyone).
 */
export function publicDataRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/data', async (c) => {
      const tenant = requireTenant(c);
      const query = pageQuerySchema.safeParse(c.req.query());
      if (!query.success) throw new AppError('bad_request', 'page ≥ 1 and perPage from 4 to 50');
      const answer = await listPublicData(deps.store, tenant, query.data.page, query.data.perPage);
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    })
    .get('/data/:projectid', async (c) => {
      const tenant = requireTenant(c);
      const answer = await getPublicDoc(deps.store, tenant, c.req.param('projectid'));
      c.header('Cache-Control', 'no-store');
      return c.json(answer);
    });
}
