import type { DocData, StoredDoc } from './Store';

/**
 * Spec §3 Log entry: a log's `collection` is the collection the logged change was made in, not
 * `logs`. So, in both stores, a body written into `logs` keeps its own `collection` and reads
 * of `logs` return it; every other collection derives `collection` from the path (stripped on
 * write, added on read).
 */
export const ownCollectionCollections: ReadonlySet<string> = new Set(['logs']);

export const keepsOwnCollection = (collection: string): boolean => ownCollectionCollections.has(collection);

/** The `collection` a body stored in `collection` keeps, or undefined (then the path's is used). */
export function ownCollectionOf(collection: string, body: DocData | null | undefined): string | undefined {
  if (!body || !keepsOwnCollection(collection)) return undefined;
  const own = body.collection;
  return typeof own === 'string' ? own : undefined;
}

/** Sets FireId and collection on a freshly parsed body (it becomes the StoredDoc). */
export function withPath(body: DocData, id: string, collection: string): StoredDoc {
  const doc = body as StoredDoc;
  const own = ownCollectionOf(collection, body);
  doc.FireId = id;
  doc.collection = own ?? collection;
  return doc;
}
