import type { MessageKey } from '@colmena/shared';
import {
  grantableLevels,
  isClientRol,
  type NamedLevel,
  namedLevelOf,
  namedLevels,
  namedLevelValue,
} from '@colmena/shared/policy';
import { roles } from '@colmena/shared/schemas';
import type { ContactForm } from './contactForm';

/**
 * The level and the Rol of the contact form, kept in step (issue 12 point 6): a client is Rol
 * "Cliente" (spec §1, §6), staff levels are the account's claim. Choosing either one says
 * what it does to the other, so a Rol never silently moves a person between clients and team.
 */

export const namedLevelKey = (level: NamedLevel): MessageKey => `people.level.${level}`;
export const levelMeaningKey = (level: NamedLevel): MessageKey => `people.level.${level}.means`;

/** The named level the form stands at (null: a staff contact whose claim is unknown). */
export const formLevel = (form: Pick<ContactForm, 'Rol' | 'lvl'>): NamedLevel | null =>
  namedLevelOf({ lvl: form.lvl, rol: form.Rol });

export interface LevelOptionsInput {
  actorLvl: number;
  agendaViewLvl: number;
  /** The account's claim when the form opened (null: no account, or a new contact's 0 not yet made). */
  originalLvl: number | null;
  /** The level the form shows now: always offered, so the picker never shows a blank. */
  current: NamedLevel | null;
}

/** What the picker offers: the levels the actor may grant (shared grantableLevels) and the current one. */
export function levelOptions({
  actorLvl,
  agendaViewLvl,
  originalLvl,
  current,
}: LevelOptionsInput): NamedLevel[] {
  const offered = new Set(grantableLevels(actorLvl, agendaViewLvl, originalLvl));
  if (current) offered.add(current);
  return namedLevels.filter((level) => offered.has(level));
}

/**
 * A level chosen: a client gets Rol Cliente, staff leave it (a client's becomes Empleado); the
 * claim follows when the actor sets claims (level 100) and the contact has one.
 */
export function chooseLevel(form: ContactForm, level: NamedLevel, setsClaim: boolean): ContactForm {
  const lvl = setsClaim && form.lvl !== null ? namedLevelValue[level] : form.lvl;
  if (level === 'client') return { ...form, Rol: roles.client, lvl };
  return { ...form, Rol: isClientRol(form.Rol) ? roles.employee : form.Rol, lvl };
}

/** A Rol chosen: Cliente makes a client (claim back to 0 when the actor sets claims). */
export function chooseRol(form: ContactForm, rol: string, setsClaim: boolean): ContactForm {
  if (isClientRol(rol)) return chooseLevel(form, 'client', setsClaim);
  return { ...form, Rol: rol };
}

export type StatusChange = 'toClient' | 'toTeam';

/** Whether the edit moves the person between clients and team (null on create, or no move). */
export function statusChange(originalRol: string | null, rol: string): StatusChange | null {
  if (originalRol === null || isClientRol(originalRol) === isClientRol(rol)) return null;
  return isClientRol(rol) ? 'toClient' : 'toTeam';
}
