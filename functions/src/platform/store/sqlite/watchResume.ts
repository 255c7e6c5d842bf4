import type { StoreQuery as SharedQuery } from '@colmena/shared/query';
import type { DocChange, StoredDoc } from '../Store';
import type { Touched } from './resumeLog';
import { inResult } from './watchWindow';

/**
 * The changes that turn the result a watcher had at a past seq into `now`, or null when they
 * cannot be known exactly and a snapshot must be sent instead: that is when a limit cut the
 * result then or cuts it now with a touched document involved (which documents the watcher held
 * beyond the ones touched is unknown).
 */
export function resumeChanges(
  now: readonly StoredDoc[],
  touched: ReadonlyMap<string, Touched>,
  q: SharedQuery,
): DocChange[] | null {
  const inNow = new Map(now.map((doc) => [doc.FireId, doc]));
  const changes: DocChange[] = [];
  let entered = 0;
  let left = 0;
  for (const [id, { before }] of touched) {
    const was = inResult(before, q);
    const doc = inNow.get(id);
    if (doc && !was) entered++;
    if (!doc && was) left++;
    if (doc) changes.push({ type: was ? 'modified' : 'added', doc });
    else if (was) changes.push({ type: 'removed', doc: before });
  }
  if (changes.length === 0) return changes;
  const full = now.length >= q.limit;
  const countThen = now.length - entered + left;
  return full || countThen > q.limit ? null : changes;
}
