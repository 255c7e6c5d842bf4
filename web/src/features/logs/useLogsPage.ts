import type { ErrorCode, StoredDoc } from '@colmena/shared';
import { useCallback, useMemo, useReducer } from 'react';
import { useQueryDocs } from '../../hooks/useQueryDocs';
import type { LogFilters } from './logFilters';
import { currentCursor, logsQuery, olderCursor, pageFromDocs, pagerReducer } from './logPaging';

export interface LogsPageState {
  status: 'loading' | 'ready' | 'error';
  error: ErrorCode | null;
  entries: StoredDoc[];
  pageNumber: number;
  canGoNewer: boolean;
  canGoOlder: boolean;
  goNewer(): void;
  goOlder(): void;
  reload(): void;
}

/** One page of logs for the filters, newest first, with "newer" / "older" paging. */
export function useLogsPage(filters: LogFilters): LogsPageState {
  const [pager, dispatch] = useReducer(pagerReducer, []);
  const cursor = currentCursor(pager);
  const request = useMemo(() => logsQuery(filters, cursor), [filters, cursor]);
  const result = useQueryDocs(request);
  const page = useMemo(() => pageFromDocs(result.docs, cursor), [result.docs, cursor]);
  const older = result.status === 'ready' && page.hasOlder ? olderCursor(page.entries, cursor) : null;

  const goOlder = useCallback(() => {
    if (older) dispatch({ type: 'older', cursor: older });
  }, [older]);
  const goNewer = useCallback(() => dispatch({ type: 'newer' }), []);

  return {
    status: result.status,
    error: result.error,
    entries: page.entries,
    pageNumber: pager.length + 1,
    canGoNewer: pager.length > 0,
    canGoOlder: older !== null,
    goNewer,
    goOlder,
    reload: result.reload,
  };
}
