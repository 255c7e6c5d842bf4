import type { LiveQuery } from '@colmena/shared';

/** 'head': only the first documents are asked for; 'whole': the full list has been asked for. */
export type ListPhase = 'head' | 'whole';

/**
 * The head stays subscribed until the whole list has answered, so the cards on screen never
 * blink back to placeholders in between.
 */
export function listPhase(wholeAsked: boolean, wholeStatus: 'loading' | 'ready' | 'error'): ListPhase {
  return wholeAsked && wholeStatus !== 'loading' ? 'whole' : 'head';
}

/** The list query cut to the documents up to the page in view (at least one, at most the list's own limit). */
export function firstLoad(query: LiveQuery, upTo: number): LiveQuery {
  const limit = Math.max(1, Math.min(Math.ceil(upTo), query.limit ?? Number.POSITIVE_INFINITY));
  return { ...query, limit };
}
