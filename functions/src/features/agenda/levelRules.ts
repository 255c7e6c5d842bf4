import { levels } from '@colmena/shared/policy';

/**
 * Who may change whom (spec §6, issue 4 item 6), as pure rules:
 * - a level is assigned only by level 100, and never above the actor's own;
 * - staff (level ≥ agendaViewLvl) manage contacts whose account is not above their level
 *   (a manager cannot disable an admin, nor move an admin's e-mail and reset the password);
 * - anyone edits their own Name, Surname, phone, language and image, nothing else.
 */
export function mayAssignLevel(actorLvl: number, lvl: number | undefined): boolean {
  return lvl === undefined || (actorLvl >= levels.admin && lvl <= actorLvl);
}

export function isStaff(actorLvl: number, agendaViewLvl: number): boolean {
  return actorLvl >= agendaViewLvl;
}

export function mayManageAccount(actorLvl: number, targetLvl: number | null): boolean {
  return targetLvl === null || targetLvl <= actorLvl;
}

export const selfEditableFields: ReadonlySet<string> = new Set([
  'contactId',
  'Name',
  'Surname',
  'phone',
  'lenguage',
  'ImgUrl',
]);

export function onlySelfEditable(payload: Record<string, unknown>): boolean {
  return Object.keys(payload).every((key) => payload[key] === undefined || selfEditableFields.has(key));
}
