import type { CommandRegistry } from '../../platform/commands/defineCommand';
import { contactCommands } from '../agenda/contactCommands';
import { documentCommands } from '../documents/documentCommands';

/**
 * Every command that can be recorded in `commands`, by type: the document commands and the
 * agenda's (`contact.*`, run by features/agenda after their account step). A replay needs all
 * of them — a recorded `contact.create` wrote an agenda document that later commands read.
 * A new feature that records commands adds its registry here.
 */
export const allCommands: CommandRegistry = new Map([...documentCommands, ...contactCommands]);
