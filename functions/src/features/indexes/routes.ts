import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { declareIndex } from './declareIndex';
import { exportIndexes } from './exportIndexes';
import { listIndexes } from './listIndexes';
import { requireAdmin } from './requireAdmin';
import { requiredIndexFor } from './requiredIndexFor';

/**
 * Mounted at `/api/indexes`, level 100 only (the query index page): `GET /` → `{indexes}`,
 * `POST / {index}` → 201 `{index}`, `POST /required {query}` → `{index | null}`,
 * `GET /export` → firestore.indexes.json.
 */
export function indexesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const tenant = requireTenant(c);
      requireAdmin(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ indexes: await listIndexes(deps, tenant) });
    })
    .post('/', async (c) => {
      const tenant = requireTenant(c);
      requireAdmin(c);
      const index = await declareIndex(deps, tenant, await readJson(c));
      return c.json({ index }, 201);
    })
    .post('/required', async (c) => {
      const tenant = requireTenant(c);
      requireAdmin(c);
      const index = await requiredIndexFor(deps, tenant, c.get('caller'), await readJson(c));
      c.header('Cache-Control', 'no-store');
      return c.json({ index });
    })
    .get('/export', async (c) => {
      const tenant = requireTenant(c);
      requireAdmin(c);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', 'attachment; filename="firestore.indexes.json"');
      return c.body(`${JSON.stringify(await exportIndexes(deps, tenant), null, 2)}\n`, 200, {
        'Content-Type': 'application/json; charset=utf-8',
      });
    });
}
