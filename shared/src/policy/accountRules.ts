import { roles } from '../schemas/agendaContact';
import { levels } from './levels';

/**
 * Who may change whose account, and the named levels people see (spec §6, §9; issue 4 item 6,
 * issue 12 point 6), as pure rules. The server's contact commands and routes ask them
 * (functions/src/features/agenda), and the people screens ask the same ones to offer only
 * what the server will accept:
 * - a level is assigned only by level 100, and never above the actor's own;
 * - staff (level ≥ agendaViewLvl) manage their own account, and others' only strictly below
 *   their level; level 100 manages anyone (see mayManageAccount).
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

/**
 * A contact is a client when its Rol is exactly "Cliente" (spec §1, §6): the write policy
 * ranks it below every staff member (writeRank) and the agenda lists it apart. Any other Rol
 * (Empleado, or a company's own such as "Proveedor") is staff.
 */
export const isClientRol = (rol: string | undefined): boolean => rol === roles.client;

/** The levels people read and choose (spec §9 "admin 100, manager 50, coordinator 10", plus the two at 0). */
export type NamedLevel = 'client' | 'employee' | 'coordinator' | 'manager' | 'admin';

/** From least to most access, as a picker lists them. */
export const namedLevels: readonly NamedLevel[] = ['client', 'employee', 'coordinator', 'manager', 'admin'];

/** The `lvl` claim each named level stands for: a client and an employee are both 0, told apart by Rol. */
export const namedLevelValue: Readonly<Record<NamedLevel, number>> = {
  client: 0,
  employee: 0,
  coordinator: levels.coordinator,
  manager: levels.manager,
  admin: levels.admin,
};

/** The staff level a `lvl` claim reaches: a claim between the named ones reads as the one below it. */
export function staffLevelOf(lvl: number): Exclude<NamedLevel, 'client'> {
  if (lvl >= levels.admin) return 'admin';
  if (lvl >= levels.manager) return 'manager';
  if (lvl >= levels.coordinator) return 'coordinator';
  return 'employee';
}

/**
 * What a person is, by name: a client by Rol whatever the claim (a client ranks below all
 * staff), otherwise by the claim; null when the claim is unknown (no account, or not shared).
 */
export function namedLevelOf(person: { lvl: number | null; rol: string | undefined }): NamedLevel | null {
  if (isClientRol(person.rol)) return 'client';
  return person.lvl === null ? null : staffLevelOf(person.lvl);
}

/**
 * The named levels `actorLvl` may give a contact whose claim is `targetLvl` (null: none or
 * unknown). Level 100 sets claims (mayAssignLevel), so it may give any named level up to its
 * own. Other staff cannot touch the claim: they may only make the contact a client or keep
 * it staff at the level its claim already has (moving between the two is a Rol change, which
 * staff make for contacts they manage). Below agendaViewLvl: nothing.
 */
export function grantableLevels(
  actorLvl: number,
  agendaViewLvl: number,
  targetLvl: number | null,
): NamedLevel[] {
  if (!isStaff(actorLvl, agendaViewLvl)) return [];
  if (actorLvl >= levels.admin)
    return namedLevels.filter((level) => mayAssignLevel(actorLvl, namedLevelValue[level]));
  return ['client', staffLevelOf(targetLvl ?? 0)];
}
