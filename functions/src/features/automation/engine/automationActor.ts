import { levels } from '@colmena/shared/policy';
import type { Actor } from '../../../platform/commands/defineCommand';

/**
 * Who an automation's commands are made by: the automation itself, at level 100 (only level
 * 100 makes automations), named in the log as `automation:<id>:<run>` so the log says which
 * automation and run made each change, and a command trigger can tell how deep a chain is.
 */
const prefix = 'automation:';

export function automationActor(automationId: string, runId: string): Actor {
  return { uid: `${prefix}${automationId}:${runId}`, contactId: null, lvl: levels.admin };
}

/** The automation and run that made a command, or null when a person (or the server) did. */
export function automationOfActor(uid: string): { automationId: string; runId: string } | null {
  if (!uid.startsWith(prefix)) return null;
  const [automationId, runId] = uid.slice(prefix.length).split(':');
  return automationId && runId ? { automationId, runId } : null;
}
