import type { ErrorCode, LiveQuery } from '@colmena/shared';
import { levels } from '@colmena/shared/policy';

/** The query index page (spec "query index creation"), level 100 only. */
const indexesPath = '/adminTools/indexes';

/**
 * Where a failed read can be fixed: for level 100, a query refused for a missing index links
 * to the query index page with that query filled in (`?query=`, the `POST /api/query` body);
 * anyone else, or any other failure, gets no link.
 */
export function indexPageLink(
  error: ErrorCode | null,
  query: LiveQuery | null | undefined,
  lvl: number,
): string | null {
  if (error !== 'query_requires_index' || !query || lvl < levels.admin) return null;
  return `${indexesPath}?${new URLSearchParams({ query: JSON.stringify(query) })}`;
}
