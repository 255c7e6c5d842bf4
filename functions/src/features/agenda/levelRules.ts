import { levels } from '@colmena/shared/policy';

/**
 * Who may change whom (spec §6, issue 4 item 6), as pure rules:
 * - a level is assigned only by level 100, and never above the actor's own;
 * - staff (level ≥ agendaViewLvl) manage their own account, and others' only strictly below
 *   their level; level 100 manages anyone (see mayManageAccount);
 * - anyone edits their own Name, Surname, phone, language and image, nothing else.
 */
export function mayAssignLevel(actorLvl: number, lvl: number | undefined): boolean {
  return lvl === undefined || (actorLvl >= levels.admin && lvl <= actorLvl);
}

export function isStaff(actorLvl: number, agendaViewLvl: number): boolean {
  return actorLvl >= agendaViewLvl;
}

/** The account a contact command acts on: its level (null: the contact has none) and whose it is. */
export interface ManagedAccount {
  lvl: number | null;
  /** The actor's own account. */
  own: boolean;
}

/**
 * Strictly below, not "up to": at an equal level a manager could change another manager's
 * e-mail, reset the password by mail and take the account over. Level 100 is the top and
 * has no one above to appeal to, so it manages every account, other admins' included.
 */
export function mayManageAccount(actorLvl: number, target: ManagedAccount): boolean {
  if (target.own || actorLvl >= levels.admin) return true;
  return target.lvl === null || target.lvl < actorLvl;
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
