import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { parseReadRequest } from './readRequest';
import { openReadScope } from './readScope';
import { runQueryJson } from './runQuery';

/** Mounted at `/api`: `POST /query` with a list query or `{widgetId, entry?, collKey?, documentId?}` → `{docs}`. */
export function queryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/query', async (c) => {
    const tenant = requireTenant(c);
    const request = parseReadRequest(await readJson(c));
    const docs = await runQueryJson(await openReadScope(deps, tenant, c.get('caller')), request);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'application/json');
    return c.body(`{"docs":${docs}}`);
  });
}
