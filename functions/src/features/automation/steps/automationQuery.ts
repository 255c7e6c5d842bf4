import type { Caller } from '@colmena/shared/policy';
import type { AppDeps } from '../../../deps';
import { parseReadRequest } from '../../query/readRequest';
import { openReadScope } from '../../query/readScope';
import { runQuery } from '../../query/runQuery';

/**
 * StepServices.query for the engine: a read as POST /api/query runs it, as `caller` (the
 * automation's identity), so a step sees exactly what that identity may see.
 */
export function automationQuery(
  deps: Pick<AppDeps, 'store' | 'clock' | 'accounts'>,
  tenant: string,
  caller: Caller,
): (request: unknown) => Promise<readonly Record<string, unknown>[]> {
  return async (request) => runQuery(await openReadScope(deps, tenant, caller), parseReadRequest(request));
}
