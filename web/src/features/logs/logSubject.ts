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
  company: 'logs.collection.company',
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
  const inTrash = collection.length > trashSuffix.length && collection.endsWith(trashSuffix);
  const base = inTrash ? collection.slice(0, -trashSuffix.length) : collection;
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
  const base = collection.endsWith(trashSuffix) ? collection.slice(0, -trashSuffix.length) : collection;
  return `${base}/${document}`;
}

function nameOf(modification: unknown): string | null {
  if (typeof modification !== 'object' || modification === null || Array.isArray(modification)) return null;
  const fields = modification as Record<string, unknown>;
  const name = typeof fields.Name === 'string' ? fields.Name.trim() : '';
  const surname = typeof fields.Surname === 'string' ? fields.Surname.trim() : '';
  const whole = [name, surname].filter(Boolean).join(' ');
  return whole === '' ? null : whole;
}
