import type { AppDeps } from '../../deps';
import type { LiveHub } from '../../platform/live/LiveHub';
import type { StreamAddress } from '../../platform/live/liveFrame';
import { loadCompany } from '../company/loadCompany';
import { readAccessFor } from '../query/readAccessFor';
import type { Reader } from '../query/reader';
import { parseReadRequest } from '../query/readRequest';

/**
 * Adds a subscription to a stream with the policy already in its query (the owner filter),
 * or in its filter (widgets, hidden clients), so every event the stream sends obeys it. The
 * body is what `POST /api/query` takes: a list query or a widget query, resolved once here
 * (a widget's relative dates are fixed at subscribe time).
 */
export async function subscribeLive(
  deps: Pick<AppDeps, 'store' | 'clock'>,
  hub: LiveHub,
  address: StreamAddress,
  reader: Reader,
  sub: string,
  body: unknown,
): Promise<void> {
  const request = parseReadRequest(body);
  const company = await loadCompany(deps.store, reader.tenant);
  const access = await readAccessFor(deps, reader, company, request);
  await hub.subscribe(
    address,
    sub,
    access.filter ? { query: access.query, filter: access.filter } : { query: access.query },
  );
}
