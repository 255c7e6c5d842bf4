import type { ListQueryRequest, StoredDoc } from '@colmena/shared';
import { defaultQueryLimit, valuesEqual } from '@colmena/shared/query';
import type { LogFilters } from './logFilters';

export const logsPageSize = 25;

/**
 * Where an older page starts: at `date` (the last date shown), skipping the `skip` entries of
 * that same date already shown. One command writes several logs with one date (a project and
 * its journals), so a plain `date < last` would lose the rest of them at a page boundary.
 */
export interface LogCursor {
  date: string | number;
  skip: number;
}

/**
 * The `/api/query` body of one page, newest first. One more entry than the page is asked for,
 * to know whether an older page exists. Index needs (firestore.indexes.json): none without a
 * filter; `document` + `date` desc; `user` + `date` desc; `document` + `user` + `date` desc.
 */
export function logsQuery(filters: LogFilters, cursor: LogCursor | null): ListQueryRequest {
  const where: NonNullable<ListQueryRequest['where']> = [];
  if (filters.document !== null) where.push(['document', '==', filters.document]);
  if (filters.user !== null) where.push(['user', '==', filters.user]);
  if (cursor) where.push(['date', '<=', cursor.date]);
  const limit = Math.min((cursor?.skip ?? 0) + logsPageSize + 1, defaultQueryLimit);
  return { collection: 'logs', where, orderBy: ['date', 'desc'], limit };
}

export interface LogPage {
  entries: StoredDoc[];
  hasOlder: boolean;
}

/** The answer to logsQuery → the page's entries and whether there is an older page. */
export function pageFromDocs(docs: readonly StoredDoc[], cursor: LogCursor | null): LogPage {
  const rest = docs.slice(cursor?.skip ?? 0);
  return { entries: rest.slice(0, logsPageSize), hasOlder: rest.length > logsPageSize };
}

/** The cursor of the page after `entries` (older), or null when there is nothing to go on from. */
export function olderCursor(entries: readonly StoredDoc[], current: LogCursor | null): LogCursor | null {
  const date = entries.at(-1)?.date;
  if (typeof date !== 'string' && typeof date !== 'number') return null;
  const shownHere = entries.filter((entry) => valuesEqual(entry.date, date)).length;
  const shownBefore = current && valuesEqual(current.date, date) ? current.skip : 0;
  return { date, skip: shownBefore + shownHere };
}

/** Pages visited so far: the last cursor is the current page's (empty = the newest page). */
export type PagerState = readonly LogCursor[];

export type PagerAction = { type: 'older'; cursor: LogCursor } | { type: 'newer' } | { type: 'reset' };

export function pagerReducer(state: PagerState, action: PagerAction): PagerState {
  switch (action.type) {
    case 'older':
      return [...state, action.cursor];
    case 'newer':
      return state.slice(0, -1);
    case 'reset':
      return [];
  }
}

export function currentCursor(state: PagerState): LogCursor | null {
  return state.at(-1) ?? null;
}
