import type { LiveHub } from '../../platform/live/LiveHub';
import type { StreamAddress } from '../../platform/live/liveFrame';
import { planRead } from '../query/readPlan';
import { parseReadRequest } from '../query/readRequest';
import type { ReadScope } from '../query/readScope';

/**
 * Adds a subscription to a stream with the policy already in its query (the owner filter),
 * or in its filter (widgets, hidden clients), so every event the stream sends obeys it. The
 * body is what `POST /api/query` takes: a list query or a widget query, resolved once here
 * (a widget's relative dates are fixed at subscribe time).
 */
export async function subscribeLive(
  hub: LiveHub,
  address: StreamAddress,
  scope: ReadScope,
  sub: string,
  body: unknown,
): Promise<void> {
  const request = parseReadRequest(body);
  const access = await planRead(scope, request);
  await hub.subscribe(
    address,
    sub,
    access.filter ? { query: access.query, filter: access.filter } : { query: access.query },
  );
}
