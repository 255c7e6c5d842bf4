import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { parseQueryRequest } from './queryRequest';
import { createReader } from './reader';
import { runQuery } from './runQuery';

/** Mounted at `/api`: `POST /query` → `{docs}`. */
export function queryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/query', async (c) => {
    const tenant = requireTenant(c);
    const request = parseQueryRequest(await readJson(c));
    const reader = createReader(deps, tenant, c.get('account'), c.req.header('user-agent'));
    const docs = await runQuery(deps.store, reader, request);
    c.header('Cache-Control', 'no-store');
    return c.json({ docs });
  });
}
