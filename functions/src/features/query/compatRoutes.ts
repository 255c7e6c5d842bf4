import { errorsEn } from '@colmena/shared';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import type { CallerOf } from '../../platform/http/caller';
import { requireTenant } from '../../platform/http/requireTenant';
import { readSessionToken } from '../../platform/http/sessionCookie';
import type { StoredDoc } from '../../platform/store/Store';
import { refuseDuringForcedReset } from '../accounts/forcedResetGate';
import { parseQueryRequest } from './queryRequest';
import { openReadScope } from './readScope';
import { runQuery } from './runQuery';

/** Spec §7 answer of the collection fetch: on failure `error: true` and an empty list. */
export interface CompatAnswer {
  error: boolean;
  error_desc: string;
  data: { data: StoredDoc[] };
}

/**
 * Spec §7 compat read, mounted at the root before the host gate so that every failure (even an
 * unknown company) keeps the promised shape: `GET /firestore/v1/collections/{name}` with
 * `Authorization: Bearer <session token>`, the same access rules as `POST /api/query`.
 * `?collKey=&place=` serve the "data" alias. Outside `/api`, so it resolves its caller itself,
 * the same way callerMiddleware does.
 */
export function compatRoutes(deps: AppDeps, callerOf: CallerOf) {
  return new Hono<AppEnv>().get('/firestore/v1/collections/:name', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const tenant = requireTenant(c);
      const token = readSessionToken(c);
      const account = token ? await deps.accounts.resolveSession(tenant, token) : null;
      if (token && !account) throw new AppError('unauthenticated');
      const caller = await callerOf(tenant, account, c.req.header('user-agent'));
      refuseDuringForcedReset(caller);
      const request = parseQueryRequest({
        collection: c.req.param('name'),
        collKey: c.req.query('collKey'),
        place: c.req.query('place'),
      });
      const docs = await runQuery(await openReadScope(deps, tenant, caller), { kind: 'list', list: request });
      return c.json<CompatAnswer>({ error: false, error_desc: '', data: { data: docs } });
    } catch (error) {
      // Spec §8: a collection fetch failure is logged and answers an empty list.
      const message = error instanceof AppError ? error.message : errorsEn.error_loading_data;
      if (error instanceof AppError) console.warn(`[colmena] ${c.req.path}: ${error.code}`);
      else console.error(`[colmena] ${c.req.path} failed:`, error);
      return c.json<CompatAnswer>({ error: true, error_desc: message, data: { data: [] } });
    }
  });
}
