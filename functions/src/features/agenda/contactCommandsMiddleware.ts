import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps';
import { type CommandOutcome, commandDigest } from '../../platform/commands/commandRecord';
import type { Actor } from '../../platform/commands/defineCommand';
import { commandEnvelopeSchema } from '../../platform/commands/envelope';
import type { AppEnv } from '../../platform/http/AppEnv';
import { AppError } from '../../platform/http/AppError';
import { readJson } from '../../platform/http/readJson';
import { requireTenant } from '../../platform/http/requireTenant';
import { viewerOf } from '../accounts/viewerOf';
import { browserContactCommandTypes } from './contactCommands';
import { recordedOutcome, rejected } from './contactRunner';
import { createContactFlow } from './createContactFlow';
import { deleteContactFlow } from './deleteContactFlow';
import { updateContactFlow } from './updateContactFlow';

/** The flow of each browser contact command (an account step around the runner). */
const flowOf = (type: string) => {
  if (type === 'contact.create') return createContactFlow;
  if (type === 'contact.delete') return deleteContactFlow;
  return updateContactFlow;
};

/**
 * Mounted on `POST /api/commands` before the document runner: takes the `contact.*` commands
 * (their account step happens outside the store transaction, and `contact.create` carries a
 * password that must never be recorded) and passes every other body on untouched.
 * A command id already recorded answers its first outcome to a retry (same caller, same
 * command) and `command_id_reused` to anything else; the same command from the same caller
 * arriving twice at once shares one run, so a retry can never create the account twice, while
 * another caller (or another payload) under that id never shares it: its own run meets the
 * record, or the record meets it, and it is refused.
 */
export interface ContactCommandsOptions {
  /** Called after a contact command applied: levels, accounts or contacts may have changed. */
  onApplied?: () => void;
}

export function contactCommandsMiddleware(
  deps: AppDeps,
  { onApplied }: ContactCommandsOptions = {},
): MiddlewareHandler<AppEnv> {
  const running = new Map<string, Promise<CommandOutcome>>();
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    // A body readJson refuses is no contact command: the document route answers it (400).
    const body: unknown = await readJson(c).catch(() => null);
    const envelope = commandEnvelopeSchema.safeParse(body);
    if (!envelope.success || !envelope.data.type.startsWith('contact.')) return next();
    const tenant = requireTenant(c);
    const account = c.get('account');
    if (!account) throw new AppError('unauthenticated');
    const { id, type, payload } = envelope.data;
    if (!browserContactCommandTypes.has(type)) return c.json(rejected(id, 'invalid_change'));

    const digest = commandDigest(type, payload);
    const key = JSON.stringify([tenant, account.uid, id, digest]);
    let outcome = running.get(key);
    if (!outcome) {
      outcome = (async () => {
        const known = await recordedOutcome(deps, tenant, id, { uid: account.uid, type, digest });
        if (known) return known;
        const viewer = await viewerOf(c, deps, tenant);
        const contactId = typeof viewer.contact?.FireId === 'string' ? viewer.contact.FireId : null;
        const actor: Actor = { uid: account.uid, contactId, lvl: account.lvl };
        return flowOf(type)(deps, tenant, { id, payload, digest }, actor);
      })();
      running.set(key, outcome);
      void outcome.finally(() => running.delete(key)).catch(() => undefined);
    }
    const answer = await outcome;
    if (answer.status === 'applied') onApplied?.();
    return c.json(answer);
  };
}
