import { type CompositeIndex, findMissingIndex } from '@colmena/shared/query';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Account } from '../../platform/accounts/Accounts';
import { AppError } from '../../platform/http/AppError';
import { loadCompany } from '../company/loadCompany';
import { parseQueryRequest } from '../query/queryRequest';
import { createReader } from '../query/reader';
import { resolveAccess } from '../query/resolveAccess';

const bodySchema = z.object({ query: z.unknown() });

/**
 * `POST /api/indexes/required {query}`: the composite index a `POST /api/query` body needs and
 * nobody has declared yet, or null when it runs. The query is resolved as the caller (level
 * 100) would run it — the "data" alias and the access rules — so the index is the one the
 * store will ask for.
 */
export async function requiredIndexFor(
  deps: Pick<AppDeps, 'store' | 'indexes'>,
  tenant: string,
  account: Account,
  body: unknown,
): Promise<CompositeIndex | null> {
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) throw new AppError('bad_request', 'Expected {query}');
  const request = parseQueryRequest(parsed.data.query);
  const reader = createReader(deps, tenant, account, undefined);
  const access = await resolveAccess(deps.store, reader, await loadCompany(deps.store, tenant), request);
  return findMissingIndex(access.query, deps.indexes.declared(tenant));
}
