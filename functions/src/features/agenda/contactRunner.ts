import type { ErrorCode } from '@colmena/shared';
import type { AppDeps } from '../../deps';
import { commandContext } from '../../platform/commands/commandContext';
import {
  type CommandOutcome,
  type CommandRepeat,
  commandsCollection,
  rejectedOutcome,
  repeatedOutcome,
} from '../../platform/commands/commandRecord';
import type { Actor, CommandContext } from '../../platform/commands/defineCommand';
import { runCommand } from '../../platform/commands/runCommand';
import { AppError } from '../../platform/http/AppError';
import { contactCommands } from './contactCommands';

/**
 * What a contact flow hands on from the browser's envelope: the id, the payload as sent, and
 * its commandDigest (the runner is given a payload of the flow's making, not the one sent).
 */
export interface ContactEnvelope {
  id: string;
  payload: unknown;
  digest?: string;
}

/** The runner with the agenda's commands, for the flows that also change an account. */
export function runContactCommand(
  deps: AppDeps,
  tenant: string,
  envelope: { id: string; type: string; payload: unknown },
  actor: Actor,
  digest?: string,
): Promise<CommandOutcome> {
  const runner = { store: deps.store, clock: deps.clock, ids: deps.ids, registry: contactCommands };
  return runCommand(runner, tenant, envelope, actor, digest);
}

/**
 * The first outcome of a command id already recorded, for a retry (same caller, same command),
 * or null when the id is new; a reused id throws `command_id_reused` (repeatedOutcome).
 */
export async function recordedOutcome(
  deps: AppDeps,
  tenant: string,
  id: string,
  repeat: CommandRepeat,
): Promise<CommandOutcome | null> {
  const record = await deps.store.get(tenant, commandsCollection, id);
  return record ? repeatedOutcome(record, repeat) : null;
}

/** The company facts the commands will be checked against, read now for the account step. */
export async function companyContext(deps: AppDeps, tenant: string, actor: Actor): Promise<CommandContext> {
  return commandContext(tenant, await deps.store.getCompany(tenant), actor);
}

export const rejected = (id: string, code: ErrorCode): CommandOutcome => rejectedOutcome(id, code);

/** An account step's AppError as a rejection; anything else is a real failure. */
export async function orRejected(id: string, step: () => Promise<void>): Promise<CommandOutcome | null> {
  try {
    await step();
    return null;
  } catch (error) {
    if (error instanceof AppError) return rejected(id, error.code);
    throw error;
  }
}
