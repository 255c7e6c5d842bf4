import type { AppDeps } from '../../deps';
import type { LiveHub } from '../../platform/live/LiveHub';
import type { StreamAddress } from '../../platform/live/liveFrame';
import { loadCompany } from '../company/loadCompany';
import { parseQueryRequest } from '../query/queryRequest';
import type { Reader } from '../query/reader';
import { resolveAccess } from '../query/resolveAccess';

/**
 * Adds a subscription to a stream with the policy already in its query (the owner filter),
 * or in its filter (widgets, hidden clients), so every event the stream sends obeys it.
 */
export async function subscribeLive(
  deps: Pick<AppDeps, 'store'>,
  hub: LiveHub,
  address: StreamAddress,
  reader: Reader,
  sub: string,
  body: unknown,
): Promise<void> {
  const request = parseQueryRequest(body);
  const company = await loadCompany(deps.store, reader.tenant);
  const access = await resolveAccess(deps.store, reader, company, request);
  await hub.subscribe(
    address,
    sub,
    access.filter ? { query: access.query, filter: access.filter } : { query: access.query },
  );
}
