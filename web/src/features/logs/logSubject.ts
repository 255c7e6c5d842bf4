import type { MessageKey, PublicCollection, StoredDoc } from '@colmena/shared';

import { writtenCollection } from './logEntryView';

/** How a logged collection reads: the company's own name for it, a catalogue name, or its key. */
export type CollectionTitle =
  | { kind: 'named'; name: string; trash: boolean }
  | { kind: 'catalogue'; key: MessageKey; trash: boolean }
  | { kind: 'raw'; name: string };

/** Fixed collections (not defined by the company) a person's edits reach, by their catalogue name. */
const fixedNames: Readonly<Record<string, MessageKey>> = {
  agenda: 'logs.collection.agenda',
  tasksMessages: 'logs.collection.tasksMessages',
  messages: 'logs.collection.messages',
  widgets: 'logs.collection.widgets',
  automations: 'logs.collection.automations',
  uploads: 'logs.collection.uploads',
  colors: 'logs.collection.colors',
  automationRuns: 'logs.collection.automationRuns',
  packs: 'logs.collection.packs',
  // The company's own settings are stored in the platform's `tenants` collection.
  tenants: 'logs.collection.company',
};

const trashSuffix = 'Deleted';

/**
 * The readable name of a collection a log entry wrote to (issue 12: "proyectos" reads
 * "Proyectos", "agenda" reads "Personas"); a `…Deleted` copy is that collection's trash. A
 * collection nobody named reads as its key.
 */
export function collectionTitle(
  collection: string,
  definitions: readonly PublicCollection[],
): CollectionTitle {
  const base = withoutTrash(collection);
  const inTrash = base !== collection;
  for (const def of definitions) {
    if (def.mainCollection === base || def.key === base) {
      return { kind: 'named', name: def.mainName || def.name, trash: inTrash };
    }
    if (def.secondaryCollection === base) {
      return { kind: 'named', name: def.secondaryName || def.secondaryCollection, trash: inTrash };
    }
  }
  if (Object.hasOwn(fixedNames, base))
    return { kind: 'catalogue', key: fixedNames[base] as MessageKey, trash: inTrash };
  return { kind: 'raw', name: collection };
}

/**
 * The name of each record the entries name (document id → Name): an entry that created,
 * replaced, renamed, deleted or moved a record carries its Name, and so names the record in the
 * other rows of the page that do not (a later edit of one field). Entries come newest first,
 * so the newest name wins.
 */
export function recordNames(entries: readonly StoredDoc[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const entry of entries) {
    const document = typeof entry.document === 'string' ? entry.document : '';
    if (document === '' || names.has(recordKey(writtenCollection(entry), document))) continue;
    const name = nameOf(entry.modification);
    if (name !== null) names.set(recordKey(writtenCollection(entry), document), name);
  }
  return names;
}

/** A record's key in recordNames: its collection without the trash suffix, then its id. */
export function recordKey(collection: string, document: string): string {
  return `${withoutTrash(collection)}/${document}`;
}

/**
 * The name a row shows for its record: what the page's entries call it, else, for a contact
 * (agenda), the name the agenda gives that contact id; undefined when neither knows (the id).
 */
export function recordName(
  collection: string,
  document: string,
  records: ReadonlyMap<string, string>,
  contacts: ReadonlyMap<string, string>,
): string | undefined {
  const named = records.get(recordKey(collection, document));
  if (named !== undefined) return named;
  return withoutTrash(collection) === 'agenda' ? contacts.get(document) : undefined;
}

/**
 * The user accounts behind the contacts the entries wrote (agenda entries carry the account as
 * `account` — a password set by an admin — or `LoginID`), so their rows can be named from the
 * same agenda read that names the users.
 */
export function agendaAccounts(entries: readonly StoredDoc[]): string[] {
  const accounts: string[] = [];
  for (const entry of entries) {
    if (withoutTrash(writtenCollection(entry)) !== 'agenda' || !isMap(entry.modification)) continue;
    for (const field of ['account', 'LoginID']) {
      const value = entry.modification[field];
      if (typeof value === 'string' && value !== '') accounts.push(value);
    }
  }
  return accounts;
}

function withoutTrash(collection: string): string {
  return collection.length > trashSuffix.length && collection.endsWith(trashSuffix)
    ? collection.slice(0, -trashSuffix.length)
    : collection;
}

/** A person's Name and Surname, else a task's or widget's title. */
function nameOf(modification: unknown): string | null {
  if (!isMap(modification)) return null;
  const name = [text(modification.Name), text(modification.Surname)].filter(Boolean).join(' ');
  if (name !== '') return name;
  const title = text(modification.title);
  return title === '' ? null : title;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
