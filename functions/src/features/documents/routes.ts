import { actorOfCaller } from '@colmena/shared/policy';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { CommandServices } from '../../platform/commands/commandServices';
import { browserCommands } from '../../platform/commands/defineCommand';
import { commandEnvelopeSchema } from '../../platform/commands/envelope';
import { commandSender } from '../../platform/commands/sendCommand';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { requireCaller } from '../../platform/http/caller';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { allCommands } from '../replay/allCommands';

export interface CommandsRoutesOptions {
  /** Called after a command changed who may see what (contact commands: levels, accounts). */
  accessChanged?: () => void;
}

/**
 * Mounted at `/api`: `POST /commands` `{id, type, payload}` → 200 `{id, status, …}` for both
 * outcomes, 400 when the body is no command envelope, 401 without a session. Every command a
 * browser may send goes the one way (sendCommand: prepare, THE runner, after). The tenant is the
 * host's, never the body's.
 */
export function documentsRoutes(deps: AppDeps, { accessChanged }: CommandsRoutesOptions = {}) {
  const services: CommandServices = { ...deps, ...(accessChanged ? { accessChanged } : {}) };
  const send = commandSender(services, browserCommands(allCommands));
  return new Hono<AppEnv>().post('/commands', async (c) => {
    const tenant = requireTenant(c);
    const caller = requireCaller(c);
    const envelope = commandEnvelopeSchema.safeParse(await readJson(c));
    if (!envelope.success)
      throw new AppError('bad_request', 'The body must be a command {id, type, payload}');
    const outcome = await send(tenant, envelope.data, actorOfCaller(caller));
    return c.json(outcome);
  });
}
