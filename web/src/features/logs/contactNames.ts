import type { ListQueryRequest, StoredDoc } from '@colmena/shared';
import { maxDisjunctions } from '@colmena/shared/query';

/**
 * Agenda queries that find the contacts of these uids (`LoginID in [...]`, at most 30 values
 * per Firestore `in`), one per chunk. Equality only and no order: no composite index needed.
 */
export function contactQueries(uids: readonly string[]): ListQueryRequest[] {
  const unique = [...new Set(uids)].filter((uid) => uid !== '').sort();
  const queries: ListQueryRequest[] = [];
  for (let i = 0; i < unique.length; i += maxDisjunctions) {
    const chunk = unique.slice(i, i + maxDisjunctions);
    queries.push({ collection: 'agenda', where: [['LoginID', 'in', chunk]], limit: chunk.length });
  }
  return queries;
}

/** uid → the contact's display name ("Name Surname", else the e-mail); contacts without a login are skipped. */
export function namesByUid(contacts: readonly StoredDoc[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const contact of contacts) {
    const uid = text(contact.LoginID);
    if (!uid) continue;
    const name = [text(contact.Name), text(contact.Surname)].filter(Boolean).join(' ') || text(contact.email);
    if (name) names.set(uid, name);
  }
  return names;
}

/** Contact FireId → display name, for a log row that wrote the contact itself (agenda). */
export function namesByContactId(contacts: readonly StoredDoc[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const contact of contacts) {
    const name = [text(contact.Name), text(contact.Surname)].filter(Boolean).join(' ') || text(contact.email);
    if (contact.FireId && name) names.set(contact.FireId, name);
  }
  return names;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}
