import type { ErrorCode, ListQueryRequest, StoredDoc } from '@colmena/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toErrorCode } from '../api/apiError';
import { api } from '../api/client';

export interface QueryDocsState {
  status: 'loading' | 'ready' | 'error';
  docs: StoredDoc[];
  error: ErrorCode | null;
  /** Reads again (a refresh button, a retry after an error). */
  reload(): void;
}

type Result = Omit<QueryDocsState, 'reload'>;

const loading: Result = { status: 'loading', docs: [], error: null };

/**
 * One read of a list query through `POST /api/query` (no live updates; see useLiveQuery).
 * `null` waits. A new query, compared by content, reads again; an answer that arrives after
 * the query changed is dropped.
 */
export function useQueryDocs(request: ListQueryRequest | null): QueryDocsState {
  const key = request === null ? null : JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the request's content
  const stable = useMemo(() => request, [key]);
  const [result, setResult] = useState<Result>(loading);
  const [generation, setGeneration] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: generation only triggers a new read
  useEffect(() => {
    setResult(loading);
    if (stable === null) return;
    const controller = new AbortController();
    api.query(stable, controller.signal).then(
      (docs) => setResult({ status: 'ready', docs, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Query on ${stable.collection} failed`, error);
        setResult({ status: 'error', docs: [], error: toErrorCode(error) });
      },
    );
    return () => controller.abort();
  }, [stable, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...result, reload };
}
