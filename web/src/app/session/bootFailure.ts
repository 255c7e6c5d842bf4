import type { ErrorCode } from '@colmena/shared';
import { ApiError, toErrorCode } from '../../api/apiError';
import type { ApiClient } from '../../api/client';
import { mainSiteUrl } from './mainSiteUrl';

export type BootFailure =
  | { status: 'landing' }
  | { status: 'unknownCompany'; mainSite: string }
  | { status: 'failed'; code: ErrorCode };

/**
 * Why the company could not be loaded. Firebase Hosting serves this shell on every host, so a
 * company that is "not found" may be the bare host (show the landing page) or an unknown company
 * (go to the main site the server names, MAIN_SITE_URL honoured): the server is asked which.
 */
export async function bootFailure(
  error: unknown,
  client: Pick<ApiClient, 'getHost'>,
  location: { protocol: string; host: string },
  signal?: AbortSignal,
): Promise<BootFailure> {
  const code = toErrorCode(error);
  if (!(error instanceof ApiError) || (code !== 'not_found' && code !== 'unknown_company'))
    return { status: 'failed', code };
  try {
    const host = await client.getHost(signal);
    if (host.kind === 'bare') return { status: 'landing' };
    if (host.kind === 'unknown') return { status: 'unknownCompany', mainSite: host.mainSite };
  } catch (hostError) {
    console.error('The host could not be identified', hostError);
  }
  if (code === 'unknown_company') return { status: 'unknownCompany', mainSite: mainSiteUrl(location) };
  return { status: 'failed', code };
}
