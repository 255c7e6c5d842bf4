import { type Language, languageSchema, type StoredDoc } from '@colmena/shared';
import { isClientRol, type NamedLevel, namedLevelOf } from '@colmena/shared/policy';
import type { ContactAccount } from '../../api/contactAccounts';
import { contactFullName } from '../profile/contactFullName';

/** An agenda contact as the people screens show it: every field present, as text. */
export interface Person {
  id: string;
  loginId: string;
  name: string;
  surname: string;
  fullName: string;
  rol: string;
  email: string;
  phone: string;
  imgUrl: string;
  lenguage: Language | null;
  forceReset: boolean;
  /** As marked on the agenda document; the account's own state is in `account`. */
  disabled: boolean;
  /** Level and sign-in state of the contact's account, known to staff (else null, and without an account). */
  account: ContactAccount | null;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A stored agenda document → Person; odd field types become blanks rather than crashes. */
export function toPerson(doc: StoredDoc): Person {
  const name = text(doc.Name);
  const surname = text(doc.Surname);
  const language = languageSchema.safeParse(doc.lenguage);
  return {
    id: doc.FireId,
    loginId: text(doc.LoginID),
    name,
    surname,
    fullName: contactFullName({ Name: name, Surname: surname }),
    rol: text(doc.Rol),
    email: text(doc.email),
    phone: text(doc.phone),
    imgUrl: text(doc.ImgUrl),
    lenguage: language.success ? language.data : null,
    forceReset: doc.forceReset === true,
    disabled: doc.disabled === true,
    account: null,
  };
}

/** The people with their accounts (`GET /api/agenda/levels`, for staff) attached, when known. */
export function withAccounts(
  people: readonly Person[],
  accounts: Readonly<Record<string, ContactAccount>> | null,
): Person[] {
  if (!accounts) return [...people];
  return people.map((person) => {
    const account = Object.hasOwn(accounts, person.id) ? accounts[person.id] : undefined;
    return account ? { ...person, account } : person;
  });
}

/** Cannot sign in: by the account's state when known, else by the agenda's mark. */
export function isDisabled(person: Pick<Person, 'disabled' | 'account'>): boolean {
  return person.account?.disabled ?? person.disabled;
}

/**
 * Spec §1/§6: the agenda marks clients with Rol "Cliente"; they are listed apart from workers.
 * Exactly that Rol (shared isClientRol), as the server ranks clients: the list shows the access
 * a person has.
 */
export function isClient(person: Pick<Person, 'rol'>): boolean {
  return isClientRol(person.rol);
}

/** The person's named level (shared namedLevelOf): by Rol and the account's claim when known. */
export function levelOf(person: Pick<Person, 'rol' | 'account'>): NamedLevel | null {
  return namedLevelOf({ lvl: person.account?.lvl ?? null, rol: person.rol });
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Spec §6 "Contacts are sorted by full name" (Spanish collation); nameless ones last, by e-mail. */
export function comparePeople(a: Person, b: Person): number {
  if (!a.fullName !== !b.fullName) return a.fullName ? -1 : 1;
  return (
    collator.compare(a.fullName, b.fullName) ||
    collator.compare(a.email, b.email) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Lowercase without accents, so "jose" finds "José" and "garcia" finds "García". */
export function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').trim();
}

/** Every word of the query appears in the name, surname, role, e-mail or phone. */
export function matchesSearch(person: Person, query: string): boolean {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldForSearch([person.fullName, person.rol, person.email, person.phone].join(' '));
  return words.every((word) => haystack.includes(word));
}

export interface PeopleGroups {
  workers: Person[];
  clients: Person[];
}

/** The list screen's two sections, each sorted by full name, filtered by the search box. */
export function groupPeople(people: readonly Person[], query: string): PeopleGroups {
  const groups: PeopleGroups = { workers: [], clients: [] };
  for (const person of people) {
    if (!matchesSearch(person, query)) continue;
    (isClient(person) ? groups.clients : groups.workers).push(person);
  }
  groups.workers.sort(comparePeople);
  groups.clients.sort(comparePeople);
  return groups;
}

/** The contact `/userslist/edit/:userid` names: by FireId, or by its account's uid (LoginID). */
export function findPerson(people: readonly Person[], userid: string): Person | undefined {
  return people.find((person) => person.id === userid) ?? people.find((person) => person.loginId === userid);
}

/** The Rol values the company's agenda uses (the Rol picker adds its own roles from them). */
export function rolesInUse(people: readonly Pick<Person, 'rol'>[]): string[] {
  return [...new Set(people.map((person) => person.rol).filter((rol) => rol !== ''))];
}
