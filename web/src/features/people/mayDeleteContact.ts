import type { PublicCompany, SessionUser } from '@colmena/shared';
import { canSeePeopleList, levels } from '@colmena/shared/policy';
import type { Person } from './people';

/**
 * The server's `contact.delete` rules (functions/src/features/agenda: deleteContact,
 * deleteContactFlow, levelRules), mirrored so the edit screen offers the action only where it
 * would be accepted: staff only (level ≥ agendaViewLvl), never one's own contact, and an account
 * only strictly below one's level — level 100 deletes anyone else. A contact without an account
 * has no level to compare.
 *
 * The target's level is known to level 100 only (`GET /api/agenda/levels`); for other staff it is
 * unknown (`person.account` null) and the action is offered: the server decides and a refusal
 * shows its catalogue text.
 */
export function mayDeleteContact(
  user: Pick<SessionUser, 'uid' | 'lvl'> & {
    contact: Pick<NonNullable<SessionUser['contact']>, 'FireId'> | null;
  },
  company: Pick<PublicCompany, 'agendaViewLvl'>,
  person: Pick<Person, 'id' | 'loginId' | 'account'>,
): boolean {
  if (!canSeePeopleList(company, user.lvl)) return false;
  const own = person.id === user.contact?.FireId || (person.loginId !== '' && person.loginId === user.uid);
  if (own || person.account?.uid === user.uid) return false;
  if (user.lvl >= levels.admin) return true;
  // No account (no LoginID), or its level unknown to this actor: see above.
  if (!person.account) return true;
  return person.account.lvl < user.lvl;
}
