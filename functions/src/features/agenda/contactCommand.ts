import type { ZodType } from 'zod';
import type {
  Actor,
  CommandContext,
  CommandDefinition,
  CommandResult,
  CommandTx,
  LogFields,
  Stamp,
} from '../../platform/commands/defineCommand';

export const agendaCollection = 'agenda';

/** A command of the agenda: the runner's CommandDefinition, typed by its own payload. */
export interface ContactCommandDefinition<P, R extends CommandResult> {
  type: `contact.${string}`;
  schema: ZodType<P>;
  allowed(actor: Actor, input: P, ctx: CommandContext): boolean;
  apply(tx: CommandTx, input: P, stamp: Stamp, ctx: CommandContext): Promise<R>;
  log(input: P, result: R): LogFields | LogFields[];
}

/** Declares an agenda command with its own payload type (commands are data). */
export function defineContactCommand<P, R extends CommandResult>(
  definition: ContactCommandDefinition<P, R>,
): ContactCommandDefinition<P, R> {
  return definition;
}

/**
 * The runner's registry is typed by the shared `commandSchema` union, which the browser also
 * uses for document commands; the contact commands carry an account step outside the store
 * and are run only through features/agenda, so they are declared here and widened once.
 */
export function asRunnerCommand<P, R extends CommandResult>(
  definition: ContactCommandDefinition<P, R>,
): [string, CommandDefinition] {
  return [definition.type, definition as unknown as CommandDefinition];
}
