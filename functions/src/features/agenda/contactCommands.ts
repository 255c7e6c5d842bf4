import type { CommandRegistry } from '../../platform/commands/defineCommand';
import { accountChanged } from './accountChanged';
import { asRunnerCommand } from './contactCommand';
import { createContact } from './createContact';
import { deleteContact } from './deleteContact';
import { updateContact } from './updateContact';

/** The agenda's commands by type; a full replay runs them beside the document commands. */
export const contactCommands: CommandRegistry = new Map([
  asRunnerCommand(createContact),
  asRunnerCommand(updateContact),
  asRunnerCommand(deleteContact),
  asRunnerCommand(accountChanged),
]);

/** The ones a browser may send (through `POST /api/commands`). */
export const browserContactCommandTypes: ReadonlySet<string> = new Set([
  'contact.create',
  'contact.update',
  'contact.delete',
]);
