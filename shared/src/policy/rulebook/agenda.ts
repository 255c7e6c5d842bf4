/**
 * `agenda`, the company's contacts (spec §3 agenda entry, §6 people list).
 *
 * Reads: at the company's agendaViewLvl the whole people list; below it only the caller's own
 * contact. "A company setting can hide agenda and chat contacts from basic employees"
 * (hideContactsFromEmployees): when on, a caller below coordinator (level < 10) who may read
 * the agenda at all sees only their own contact and the company's staff — the contacts whose
 * account is level ≥ 10, the people they answer to and may need to message. Clients below
 * level 10 are held to the same rule: a setting meant to hide contacts from the least
 * privileged must not leave the client list open to clients. Staff accounts are read when the
 * query (or live subscription) starts; a level changed later shows on the next query.
 *
 * Writes: only through the agenda's own commands (`contact.*`, byContactCommand), never the
 * generic document commands: a contact binds an account, and only those commands apply the
 * account level rules (who may disable, delete or re-address whom). Within them, level ≥ the
 * company's agendaViewLvl, or a merge of the caller's own contact (LoginID = uid) that leaves
 * LoginID, Rol, forceReset and disabled alone (they bind the account, decide what it sees, and
 * enforce the forced password reset).
 */
import { matchesWhere } from '../../query/matchDocument';
import type { StoreQuery } from '../../query/storeQuery';
import { levels } from '../levels';
import { allow, signedInOnly } from './decisions';
import type { FixedCollectionRules } from './types';

const ownContactLockedFields = ['LoginID', 'Rol', 'forceReset', 'disabled'];

export const agendaRules = {
  read: signedInOnly(async (caller, { company, query, facts }) => {
    if (caller.lvl >= company.agendaViewLvl) {
      if (!company.hideContactsFromEmployees || caller.lvl >= levels.coordinator) return allow(query);
      // Read as a set of anything: a LoginID that is not text is neither the caller nor staff.
      const staff: ReadonlySet<unknown> = await facts.staffLoginIds();
      return allow(query, (doc) => doc.LoginID === caller.uid || staff.has(doc.LoginID));
    }
    // One equality on LoginID needs no composite index whatever the caller filtered or sorted
    // by; the caller's own filters then apply to that single contact.
    const own: StoreQuery = { collection: 'agenda', where: [['LoginID', '==', caller.uid]], limit: 1 };
    return allow(own, (doc) => matchesWhere(doc, query.where));
  }),
  write: {
    canWrite(actor, target) {
      if (target.byContactCommand !== true) return false;
      if (actor.lvl >= (target.agendaViewLvl ?? levels.agendaViewDefault)) return true;
      return (
        target.kind === 'merge' &&
        target.before?.LoginID === actor.uid &&
        !target.changed?.some((field) => ownContactLockedFields.includes(field))
      );
    },
    // Not even level 100: the document commands never write it (contact.* do, and they do not ask this).
    mayWriteIn: () => false,
  },
} satisfies FixedCollectionRules;
