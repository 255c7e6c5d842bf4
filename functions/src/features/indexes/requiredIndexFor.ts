import type { Caller } from '@colmena/shared/policy';
import { type CompositeIndex, findMissingIndex } from '@colmena/shared/query';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/http/AppError';
import { parseQueryRequest } from '../query/queryRequest';
import { planRead } from '../query/readPlan';
import { openReadScope } from '../query/readScope';

const bodySchema = z.object({ query: z.unknown() });

/**
 * `POST /api/indexes/required {query}`: the composite index a `POST /api/query` body needs and
 * nobody has declared yet, or null when it runs. The query is resolved as the caller (level
 * 100) would run it — the "data" alias and the access rules — so the index is the one the
 * store will ask for.
 */
export async function requiredIndexFor(
  deps: Pick<AppDeps, 'store' | 'clock' | 'indexes'>,
  tenant: string,
  caller: Caller,
  body: unknown,
): Promise<CompositeIndex | null> {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw new AppError('bad_request', 'Expected {query}');
  const request = parseQueryRequest(parsed.data.query);
  const scope = await openReadScope(deps, tenant, caller);
  const access = await planRead(scope, { kind: 'list', list: request });
  return findMissingIndex(access.query, deps.indexes.declared(tenant));
}
