import type { ListQueryRequest, PublicCollection, StoredDoc } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { contactOption, documentOption } from './pickOptions';

/**
 * Contact and document-reference fields store ids (`c-ana`, `p-018`); cards, views and tables
 * show the names those ids stand for. Each referenced list is read once (the same requests the
 * field kit's pickers make, so the server hides whom the reader may not see); an id nobody may
 * read, or that no longer exists, reads as the id.
 */
export interface ReferenceSource {
  /** 'agenda' or a collection definition's key: what a field's ids are looked up in. */
  source: string;
  request: ListQueryRequest;
  label(doc: StoredDoc): string;
}

/** Pickers list at most this many documents; names are looked up in the same read. */
const referenceLimit = 2000;

const agendaSource: ReferenceSource = {
  source: 'agenda',
  request: { collection: 'agenda', orderBy: ['Name', 'asc'] },
  label: (doc) => contactOption(doc).label,
};

/** The source a field's ids are names in, or null for a field that holds no reference. */
export function referenceSourceKey(field: FieldDefinition): string | null {
  if (field.type === 'contact') return 'agenda';
  if (field.type === 'documentRef' && field.collection) return field.collection;
  return null;
}

/** The lists to read for these fields: the agenda once, each referenced collection once. */
export function referenceSources(
  fields: readonly FieldDefinition[],
  collections: readonly PublicCollection[],
): ReferenceSource[] {
  const sources = new Map<string, ReferenceSource>();
  for (const field of fields) {
    const key = referenceSourceKey(field);
    if (key === null || sources.has(key)) continue;
    if (key === 'agenda') {
      sources.set(key, agendaSource);
      continue;
    }
    const collection = collections.find((c) => c.key === key);
    if (!collection) continue;
    sources.set(key, {
      source: key,
      request: {
        collection: collection.mainCollection,
        orderBy: [collection.mainSortField, collection.mainSortDir],
        limit: referenceLimit,
      },
      label: (doc) => documentOption(doc).label,
    });
  }
  return [...sources.values()];
}

/** Id → name of one read list. */
export function namesById(
  docs: readonly StoredDoc[],
  label: (doc: StoredDoc) => string,
): Map<string, string> {
  return new Map(docs.map((doc) => [doc.FireId, label(doc)]));
}

/** A reference field's value as its name, when it is one and the name is known. */
export type ReferenceNames = (field: FieldDefinition, value: unknown) => string | undefined;

export function lookUpName(names: ReadonlyMap<string, ReadonlyMap<string, string>>): ReferenceNames {
  return (field, value) => {
    const key = referenceSourceKey(field);
    if (key === null || typeof value !== 'string') return undefined;
    return names.get(key)?.get(value);
  };
}
