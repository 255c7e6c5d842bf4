import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';
import { requireCaller } from '../../platform/http/caller';
import { requireTenant } from '../../platform/http/requireTenant';
import { listChatContacts } from './chatContactsList';

/**
 * Mounted at `/api/chat`. Threads are read like any collection (`messages` through the query
 * and live routes, whose rule keeps a caller to their own threads) and changed by the `chat.*`
 * commands; this adds only the new-chat picker's list.
 */
export function chatRoutes(deps: AppDeps): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/contacts', async (c) => {
    const contacts = await listChatContacts(deps, requireTenant(c), requireCaller(c));
    return c.json({ contacts });
  });
}
