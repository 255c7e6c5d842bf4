import type { LiveStreamRequest } from '@colmena/shared';
import { toAppError } from '../../platform/live/errorBody';
import type { LiveSubscriptionPlan } from '../../platform/live/liveFrame';
import { planRead } from '../query/readPlan';
import { parseReadRequest } from '../query/readRequest';
import type { ReadScope } from '../query/readScope';

/**
 * Every subscription of a stream request with the policy in its query (the owner filter) or
 * in its filter (widgets, hidden clients), so every event the stream sends obeys it; run on
 * every stream open, for the caller of that request. A query is what `POST /api/query` takes
 * — a list query or a widget query, resolved here (a widget's relative dates are fixed for
 * this stream) — and one that may not run (bad, forbidden, needing an index...) becomes that
 * subscription's error, as `POST /api/query` would answer it.
 */
export function planSubscriptions(
  scope: ReadScope,
  subs: LiveStreamRequest['subs'],
): Promise<LiveSubscriptionPlan[]> {
  return Promise.all(
    subs.map(async ({ id, query, cursor }): Promise<LiveSubscriptionPlan> => {
      try {
        const access = await planRead(scope, parseReadRequest(query));
        const spec = {
          query: access.query,
          ...(access.filter ? { filter: access.filter } : {}),
          ...(access.reduce ? { reduce: access.reduce } : {}),
        };
        return { id, cursor, spec };
      } catch (error) {
        return { id, error: toAppError(error) };
      }
    }),
  );
}
