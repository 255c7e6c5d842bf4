import { isWidgetVisible, levels, type Viewer } from '@colmena/shared/policy';
import { matchesWhere, type StoreQuery } from '@colmena/shared/query';
import { type Company, widgetSchema } from '@colmena/shared/schemas';
import type { Account } from '../../platform/accounts/Accounts';
import { AppError } from '../../platform/http/AppError';
import { withArrayContains, withEquals } from './forceClause';
import type { DocFilter, ReadAccess } from './readAccess';
import { type Reader, viewerOfReader } from './reader';

/** Collections only level 100 reads: the audit trail, the command log, the packs store. */
const adminCollections = new Set(['logs', 'commands', 'packs']);
const deletedSuffix = 'Deleted';

/**
 * The rules of the fixed collections (ARCHITECTURE §3), or null when `query` names none of
 * them. Signed-out callers reach only widgets, and of those only public ones.
 */
export async function fixedCollectionAccess(
  reader: Reader,
  company: Company,
  query: StoreQuery,
): Promise<ReadAccess | null> {
  switch (query.collection) {
    case 'widgets':
      return { query, filter: widgetFilter(await viewerOfReader(reader)) };
    case 'agenda':
      return agendaAccess(reader, company, query);
    case 'messages':
      return { query: withArrayContains(query, 'participants', signedIn(reader).uid) };
    case 'tasksMessages': {
      const account = signedIn(reader);
      return { query: account.lvl >= levels.admin ? query : withEquals(query, 'to', account.uid) };
    }
    case 'colors':
      signedIn(reader);
      return { query };
    default:
      if (adminCollections.has(query.collection)) return adminOnly(reader, query);
      return null;
  }
}

/** `{collection}Deleted` copies (spec §3): level 100 only; null for any other name. */
export function deletedCollectionAccess(reader: Reader, query: StoreQuery): ReadAccess | null {
  const { collection } = query;
  if (!collection.endsWith(deletedSuffix) || collection.length === deletedSuffix.length) return null;
  return adminOnly(reader, query);
}

function adminOnly(reader: Reader, query: StoreQuery): ReadAccess {
  if (signedIn(reader).lvl < levels.admin) throw new AppError('forbidden');
  return { query };
}

export function signedIn(reader: Reader): Account {
  if (!reader.account) throw new AppError('unauthenticated');
  return reader.account;
}

/** Spec §6: widgets by place, device and consumer, as `GET /api/widgets` shows them. */
function widgetFilter(viewer: Viewer): DocFilter {
  return (doc) => {
    const widget = widgetSchema.safeParse(doc);
    return widget.success && isWidgetVisible(widget.data, viewer);
  };
}

/**
 * Spec §6: the people list needs agendaViewLvl; below it a caller reads only their own
 * contact.
 *
 * "A company setting can hide agenda and chat contacts from basic employees"
 * (hideContactsFromEmployees), defined here: when on, a caller below coordinator (level < 10)
 * who may read the agenda at all sees only their own contact and the company's staff — the
 * contacts whose account is level ≥ 10 (coordinators, managers, admins), i.e. the people they
 * answer to and may need to message. Other employees and every client are hidden. Clients
 * below level 10 are held to the same rule as employees: a setting meant to hide contacts
 * from the least privileged must not leave the client list open to clients. Staff accounts
 * are read when the query (or live subscription) starts; a level changed later shows on the
 * next query.
 */
async function agendaAccess(reader: Reader, company: Company, query: StoreQuery): Promise<ReadAccess> {
  const account = signedIn(reader);
  if (account.lvl >= company.agendaViewLvl) {
    if (!company.hideContactsFromEmployees || account.lvl >= levels.coordinator) return { query };
    const staff = await reader.staffLoginIds();
    const visible = (loginId: unknown) =>
      typeof loginId === 'string' && (loginId === account.uid || staff.has(loginId));
    return { query, filter: (doc) => visible(doc.LoginID) };
  }
  // One equality on LoginID needs no composite index whatever the caller filtered or sorted by;
  // the caller's own filters then apply to that single contact.
  const own: StoreQuery = { collection: 'agenda', where: [['LoginID', '==', account.uid]], limit: 1 };
  return { query: own, filter: (doc) => matchesWhere(doc, query.where) };
}
