import type { CompositeIndex } from '@colmena/shared/query';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError } from '../../platform/http/AppError';
import { loadCompany } from '../company/loadCompany';
import { indexScope, inScope } from './indexScope';
import { validateIndex } from './validateIndex';

const bodySchema = z.object({ index: z.unknown() });

/**
 * `POST /api/indexes {index}`: declares an index for this company only (the caller is its level
 * 100: routes.ts), at most maxIndexesPerTenant of them (`index_limit_reached`). The embedded
 * store builds its SQLite expression index at once (one for equal declarations of several
 * companies) and the query runs; on Firestore the declaration lets the company's queries past
 * our own check and joins its export to deploy. A failure to keep it is "Error creating
 * Firebase Indexes".
 */
export async function declareIndex(
  deps: Pick<AppDeps, 'store' | 'indexes'>,
  tenant: string,
  body: unknown,
): Promise<CompositeIndex> {
  const parsed = bodySchema.safeParse(body);
  const result = validateIndex(parsed.success ? parsed.data.index : undefined);
  if (!result.ok) throw new AppError('bad_request', `Invalid index: ${result.problem}`);
  if (!inScope(result.index, indexScope(await loadCompany(deps.store, tenant))))
    throw new AppError(
      'bad_request',
      `Invalid index: ${result.index.collectionGroup} is not a collection of this company`,
    );
  try {
    await deps.indexes.add(tenant, result.index);
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error('[colmena] declaring an index failed:', error);
    throw new AppError('error_creating_indexes');
  }
  return result.index;
}
