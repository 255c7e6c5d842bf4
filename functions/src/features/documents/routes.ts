import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { commandEnvelopeSchema } from '../../platform/commands/envelope';
import { runCommand } from '../../platform/commands/runCommand';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { watchedContacts } from '../../platform/http/watchedContacts';
import { documentCommands } from './documentCommands';

/**
 * Mounted at `/api`: `POST /commands` `{id, type, payload}` → 200 `{id, status, …}` for both
 * outcomes, 400 when the body is no command envelope, 401 without a session. The tenant is the
 * host's, never the body's.
 */
export function documentsRoutes(deps: AppDeps) {
  const runner = { store: deps.store, clock: deps.clock, ids: deps.ids, registry: documentCommands };
  const contactOf = watchedContacts(deps.store);
  return new Hono<AppEnv>().post('/commands', async (c) => {
    const tenant = requireTenant(c);
    const account = c.get('account');
    if (!account) throw new AppError('unauthenticated');
    const envelope = commandEnvelopeSchema.safeParse(await readJson(c));
    if (!envelope.success)
      throw new AppError('bad_request', 'The body must be a command {id, type, payload}');
    const contact = await contactOf(tenant, account.uid);
    const outcome = await runCommand(runner, tenant, envelope.data, {
      uid: account.uid,
      contactId: contact?.id ?? null,
      lvl: account.lvl,
      ...(contact?.rol === undefined ? {} : { rol: contact.rol }),
    });
    return c.json(outcome);
  });
}
