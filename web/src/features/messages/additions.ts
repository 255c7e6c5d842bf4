import type { StoredDoc } from '@colmena/shared';

/** One `chat.addMembers` as the thread keeps it (`additions`): who added whom (uids), when. */
export interface AdditionView {
  by: string;
  uids: string[];
  at: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The thread's additions, oldest first; malformed entries are left out. */
export function additionsOf(thread: StoredDoc): AdditionView[] {
  const raw = Array.isArray(thread.additions) ? thread.additions : [];
  const out: AdditionView[] = [];
  for (const item of raw) {
    if (!item || typeof item !== 'object') continue;
    const a = item as Record<string, unknown>;
    if (typeof a.by !== 'string' || typeof a.at !== 'string' || Number.isNaN(Date.parse(a.at))) continue;
    const uids = strings(a.uids);
    if (uids.length > 0) out.push({ by: a.by, uids, at: a.at });
  }
  return out.sort((x, y) => (x.at < y.at ? -1 : x.at > y.at ? 1 : 0));
}

export type ThreadItem<M> = { kind: 'message'; message: M } | { kind: 'added'; addition: AdditionView };

/**
 * The messages on screen with the additions placed among them by time. While older messages
 * are still hidden, an addition older than the first one shown stays hidden with them.
 */
export function withAdditions<M extends { at: string | null }>(
  visible: readonly M[],
  additions: readonly AdditionView[],
  hidden: number,
): ThreadItem<M>[] {
  const firstAt = visible[0]?.at ?? null;
  const pending = additions.filter((a) => hidden === 0 || firstAt === null || a.at >= firstAt);
  const items: ThreadItem<M>[] = [];
  let next = 0;
  for (const message of visible) {
    while (message.at !== null && next < pending.length && (pending[next] as AdditionView).at <= message.at)
      items.push({ kind: 'added', addition: pending[next++] as AdditionView });
    items.push({ kind: 'message', message });
  }
  while (next < pending.length) items.push({ kind: 'added', addition: pending[next++] as AdditionView });
  return items;
}
