import type { ErrorCode, LiveQuery, StoredDoc } from '@colmena/shared';
import { useEffect, useMemo, useState } from 'react';
import { type LiveClient, liveClient } from '../api/liveClient';
import { applyChanges, resultFromSnapshot } from '../api/liveResults';

export interface LiveQueryState {
  status: 'loading' | 'ready' | 'error';
  docs: StoredDoc[];
  /** Catalogue code (show `errors.<code>`) when status is 'error'. */
  error: ErrorCode | null;
}

const loading: LiveQueryState = { status: 'loading', docs: [], error: null };

/**
 * The live result of a list query: its snapshot, then kept current as changes arrive over the
 * tab's one stream. `null` waits (e.g. for route params). A new query — compared by content, so
 * an inline object literal is fine — starts over with 'loading'.
 */
export function useLiveQuery(query: LiveQuery | null, client: LiveClient = liveClient()): LiveQueryState {
  const key = query === null ? null : JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the query's content
  const stable = useMemo(() => query, [key]);
  const [state, setState] = useState<LiveQueryState>(loading);

  useEffect(() => {
    setState(loading);
    if (stable === null) return;
    const shape = { orderBy: stable.orderBy, limit: stable.limit };
    return client.subscribe(stable, (event) => {
      if (event.kind === 'error') {
        console.error(`Live query on ${stable.collection} failed: ${event.error}`);
        setState({ status: 'error', docs: [], error: event.error });
      } else if (event.kind === 'snapshot') {
        setState({ status: 'ready', docs: resultFromSnapshot(event.docs, shape), error: null });
      } else {
        setState((current) => ({
          status: 'ready',
          docs: applyChanges(current.docs, event.changes, shape),
          error: null,
        }));
      }
    });
  }, [stable, client]);

  return state;
}
