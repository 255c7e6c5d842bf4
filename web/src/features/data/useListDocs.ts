import type { ErrorCode, LiveQuery, StoredDoc } from '@colmena/shared';
import { useEffect, useState } from 'react';
import { useLiveQuery } from '../../hooks/useLiveQuery';
import { firstLoad, type ListPhase, listPhase } from './listPhase';

export interface ListDocs {
  status: 'loading' | 'ready' | 'error';
  docs: StoredDoc[];
  error: ErrorCode | null;
  /** Whether `docs` is the whole list (count, search and pages are true), not just its head. */
  complete: boolean;
}

/**
 * A list of up to 10,000 documents, live, painted fast: first only the documents up to the
 * page in view (a small snapshot the server answers at once), then — once those are on
 * screen — the whole list, which takes over for search, paging and the count. The head's
 * subscription ends when the whole list arrives.
 */
export function useListDocs(query: LiveQuery | null, upTo: number, widen = true): ListDocs {
  const key = query === null ? null : JSON.stringify(query);
  const [wholeFor, setWholeFor] = useState<string | null>(null);
  const whole = useLiveQuery(query !== null && wholeFor === key ? query : null);
  const phase: ListPhase = listPhase(wholeFor === key, whole.status);
  const head = useLiveQuery(query !== null && phase === 'head' ? firstLoad(query, upTo) : null);

  useEffect(() => {
    // The head answered (or failed): ask for everything now that the first cards are out. A
    // caller whose first rows come later (the table, loaded on demand) says when with `widen`:
    // reading 10,000 documents first would keep them off the screen meanwhile.
    if (key !== null && head.status !== 'loading' && widen) setWholeFor(key);
  }, [key, head.status, widen]);

  if (phase === 'whole') return { ...whole, complete: whole.status !== 'loading' };
  if (head.status === 'loading' && wholeFor === key) return { ...whole, complete: false };
  return { ...head, complete: false };
}
