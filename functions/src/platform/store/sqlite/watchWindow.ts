import {
  compareValues,
  effectiveOrder,
  matchesWhere,
  readField,
  type StoreQuery as SharedQuery,
} from '@colmena/shared/query';
import type { DocChange, StoredDoc } from '../Store';

export type DocOrder = (a: StoredDoc, b: StoredDoc) => number;

/** The order SQL gives (compileQuery): effective order keys, then the id in the last key's direction. */
export function orderOf(q: SharedQuery): DocOrder {
  const keys = effectiveOrder(q);
  const idSign = keys.at(-1)?.[1] === 'desc' ? -1 : 1;
  return (a, b) => {
    for (const [field, dir] of keys) {
      const c = compareValues(readField(a, field), readField(b, field));
      if (c !== 0) return dir === 'desc' ? -c : c;
    }
    return idSign * compareValues(a.FireId, b.FireId);
  };
}

/** Whether a document belongs to the (unlimited) result: it matches and has every order field. */
export function inResult(doc: StoredDoc | null, q: SharedQuery): doc is StoredDoc {
  if (!doc || !matchesWhere(doc, q.where)) return false;
  return effectiveOrder(q).every(([field]) => readField(doc, field) !== undefined);
}

/**
 * What changed between two results; a document touched by the commit and still there is
 * modified (with the version before: the live stream may send a patch of it).
 */
export function diffResults(
  before: readonly StoredDoc[],
  after: readonly StoredDoc[],
  touched: ReadonlySet<string>,
): DocChange[] {
  const old = new Map(before.map((doc) => [doc.FireId, doc]));
  const changes: DocChange[] = [];
  const kept = new Set<string>();
  for (const doc of after) {
    if (!old.has(doc.FireId)) changes.push({ type: 'added', doc });
    else {
      kept.add(doc.FireId);
      const before = old.get(doc.FireId) as StoredDoc;
      if (touched.has(doc.FireId)) changes.push({ type: 'modified', doc, before });
    }
  }
  for (const doc of before) if (!kept.has(doc.FireId)) changes.push({ type: 'removed', doc });
  return changes;
}

export type WindowStep = { kind: 'unchanged' } | { kind: 'rerun' } | { kind: 'next'; docs: StoredDoc[] };

/**
 * The next result of a limited, ordered query after a commit, from the current one alone
 * when possible. Documents beyond a full window are unknown but all sort after its last one
 * (as it was), so the new window is known when at least `limit` candidates sort at or before
 * that boundary; otherwise (a document left a full window) the query must run again.
 * `inWindow` is the ids of `current` (kept by the caller: one commit may reach many windows).
 */
export function nextWindow(
  current: readonly StoredDoc[],
  inWindow: ReadonlySet<string>,
  touched: ReadonlyMap<string, StoredDoc | null>,
  q: SharedQuery,
  order: DocOrder,
): WindowStep {
  const boundary = current.length >= q.limit ? current.at(-1) : undefined;
  const entering: StoredDoc[] = [];
  let relevant = false;
  for (const [id, doc] of touched) {
    const matches = inResult(doc, q);
    if (matches) entering.push(doc);
    // A document that stays beyond a full window changes nothing in it.
    if (inWindow.has(id) || (matches && (!boundary || order(doc, boundary) < 0))) relevant = true;
  }
  if (!relevant) return { kind: 'unchanged' };

  const candidates = current
    .filter((doc) => !touched.has(doc.FireId))
    .concat(entering)
    .sort(order);
  if (boundary) {
    let known = 0;
    while (known < candidates.length && order(candidates[known] as StoredDoc, boundary) <= 0) known++;
    if (known < q.limit) return { kind: 'rerun' };
  }
  return { kind: 'next', docs: candidates.slice(0, q.limit) };
}
