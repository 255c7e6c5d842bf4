// Types only from the api module and values from the zod-free i18n module: importing the
// schemas would pull zod into the landing bundle and triple its size.
import type { ErrorCode, SignupRequest, SignupResponse } from '@colmena/shared';
import { errorsEn } from '@colmena/shared/i18n';
import { browserFetch, type Fetch } from '../api/browserFetch';

export type SignupOutcome = { ok: true; result: SignupResponse } | { ok: false; error: ErrorCode };

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorsEn, value);
}

function isSignupResponse(value: unknown): value is SignupResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    'subdomain' in value &&
    typeof value.subdomain === 'string' &&
    'url' in value &&
    typeof value.url === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null; // a proxy error page is not JSON
  }
}

/** POST /api/signup; every failure becomes an error code the form can translate. */
export async function postSignup(
  request: SignupRequest,
  fetchFn: Fetch = browserFetch,
): Promise<SignupOutcome> {
  let response: Response;
  try {
    response = await fetchFn('/api/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, error: 'no_internet' };
  }
  const body = await readJson(response);
  if (response.status === 201 && isSignupResponse(body)) {
    return { ok: true, result: { subdomain: body.subdomain, url: body.url } };
  }
  if (response.status !== 201 && typeof body === 'object' && body !== null && 'error' in body) {
    if (isErrorCode(body.error)) return { ok: false, error: body.error };
  }
  return { ok: false, error: 'internal' };
}
