import { type Viewer, viewerOfCaller } from '@colmena/shared/policy';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../platform/http/AppEnv';

/**
 * The policy's view of the caller, from the Caller callerMiddleware resolved for this request
 * (level from the account, Rol and contact from the agenda, device from the UA). Kept for the
 * contact commands' middleware until the command model replaces it; new code reads
 * `viewerOfCaller(c.get('caller'))`.
 */
export async function viewerOf(c: Context<AppEnv>, _deps: AppDeps, _tenant: string): Promise<Viewer> {
  return viewerOfCaller(c.get('caller'));
}
