import type { AppDeps } from '../../deps';
import type { CommandOutcome } from '../../platform/commands/commandRecord';
import type { Actor } from '../../platform/commands/defineCommand';
import type { CommandEnvelope } from '../../platform/commands/envelope';
import { commandSender } from '../../platform/commands/sendCommand';
import { allCommands } from '../replay/allCommands';

/**
 * Runs a command the server sends itself (features/accounts mirrors an account change on the
 * contact with `contact.accountChanged`), the one way every command runs.
 */
export function runContactCommand(
  deps: AppDeps,
  tenant: string,
  envelope: CommandEnvelope,
  actor: Actor,
): Promise<CommandOutcome> {
  return commandSender(deps, allCommands)(tenant, envelope, actor);
}
