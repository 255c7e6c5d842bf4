import type { AppendChange } from '../appendElement';
import { appendedTally, type DocTally, tallyOf } from '../appendTally';
import { type DocCache, parsedTree } from './docCache';

/**
 * An append's check against the document's cached tree, when the transaction read the row the
 * cache holds (`read`) and wrote nothing to it before: the document's tally after it (bad_request
 * when the change is refused), so the append is rendered from the cache and no one walks the
 * whole document. Undefined otherwise: then the write rebuilds the body and checks it whole.
 */
export function appendTallyFromCache(
  docs: DocCache,
  key: string,
  read: string | null | undefined,
  writtenBefore: boolean,
  append: AppendChange,
): DocTally | undefined {
  if (typeof read !== 'string' || writtenBefore) return undefined;
  const entry = docs.entryWith(key, read);
  if (entry === undefined) return undefined;
  const tree = parsedTree(entry);
  const list = tree[append.field];
  if (list !== undefined && !Array.isArray(list)) return undefined;
  entry.tally ??= tallyOf(tree) ?? undefined;
  return entry.tally && appendedTally(tree, entry.tally, append);
}
