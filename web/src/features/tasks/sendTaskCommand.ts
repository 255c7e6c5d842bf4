import type { BrowserCommands, TaskCommands } from '../../api/browserCommands';
import { browserFetch } from '../../api/browserFetch';
import { sendCommand } from '../../api/commandClient';
import { newId } from '../../api/newId';

/**
 * Sends one task command with no snack (fresh id, retried with the same id): for the tasks
 * machine's background marks (task.received). What a person does goes through useCommand.
 */
export function sendTaskCommand<T extends keyof TaskCommands>(type: T, payload: BrowserCommands[T]) {
  return sendCommand(browserFetch, { id: newId(), type, payload });
}
