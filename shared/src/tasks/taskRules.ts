import { levels } from '../policy/levels';
import { roles } from '../schemas/agendaContact';

interface Assigner {
  lvl: number;
  rol?: string | undefined;
}

/**
 * Who gives tasks (issue 14 "created by staff"): staff are the accounts of level ≥ coordinator
 * (the agenda's rule for staff), never a client, whatever its level claim says.
 */
export const mayAssignTasks = (actor: Assigner): boolean =>
  actor.lvl >= levels.coordinator && actor.rol !== roles.client;

/** The only fields the recipient's own commands change (task.complete, task.received). */
export const recipientTaskFields: readonly string[] = ['completed', 'recibed'];
