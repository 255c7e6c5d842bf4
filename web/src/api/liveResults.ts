import { applyPatch, type DocChange, type StoredDoc } from '@colmena/shared';
import { compareForOrder, defaultQueryLimit, type OrderBy } from '@colmena/shared/query';

export interface ResultShape {
  orderBy?: OrderBy | undefined;
  limit?: number | undefined;
}

/** The documents of a snapshot, in the query's order and within its limit. */
export function resultFromSnapshot(docs: readonly StoredDoc[], shape: ResultShape): StoredDoc[] {
  return sortAndCut([...docs], shape);
}

/**
 * A subscription's result after a batch of changes: `removed` drops the document, `added` and
 * `modified` put its new version in (a `modified` for a document we do not hold is treated as
 * an arrival, an `added` for one we hold as an update, so a replayed event cannot duplicate a
 * row; a `patch` changes the version held). Then the query's order (compareForOrder: the
 * orderBy, ties by FireId) and its limit.
 * Returns a new array; the old one is left untouched for React.
 */
export function applyChanges(
  docs: readonly StoredDoc[],
  changes: readonly DocChange[],
  shape: ResultShape,
): StoredDoc[] {
  if (changes.length === 0) return [...docs];
  const byId = new Map(docs.map((doc) => [doc.FireId, doc]));
  for (const change of changes) {
    if (!('doc' in change)) {
      const held = byId.get(change.id);
      const patched = held && applyPatch(held, change.patch);
      // The server patches only what this subscription was sent, so this is a bug, not a race.
      if (patched) byId.set(change.id, patched);
      else console.error(`Live patch for ${change.id} does not fit the document held`);
    } else if (change.type === 'removed') byId.delete(change.doc.FireId);
    else byId.set(change.doc.FireId, change.doc);
  }
  return sortAndCut([...byId.values()], shape);
}

function sortAndCut(docs: StoredDoc[], { orderBy, limit }: ResultShape): StoredDoc[] {
  docs.sort((a, b) => compareForOrder(a, b, orderBy));
  return docs.slice(0, Math.max(0, limit ?? defaultQueryLimit));
}
