import type { z } from 'zod';
import { ApiError, isErrorCode, retryAfterMs } from './apiError';
import type { Fetch } from './browserFetch';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export type { Fetch } from './browserFetch';

/** Fallback when the error body is missing or not ours, so the UI still has a catalogue text. */
function codeForStatus(status: number) {
  if (status === 401) return 'unauthenticated' as const;
  if (status === 403) return 'forbidden' as const;
  if (status === 404) return 'not_found' as const;
  if (status === 429) return 'too_many_requests' as const;
  if (status >= 400 && status < 500) return 'bad_request' as const;
  return 'internal' as const;
}

async function errorFrom(response: Response): Promise<ApiError> {
  const wait = retryAfterMs(response.headers.get('retry-after'));
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object' && 'error' in body && isErrorCode(body.error)) {
    const message = 'message' in body && typeof body.message === 'string' ? body.message : undefined;
    return new ApiError(body.error, response.status, message, wait);
  }
  return new ApiError(codeForStatus(response.status), response.status, undefined, wait);
}

/**
 * One call to the tenant's own `/api`. The session is the httpOnly cookie, so credentials
 * stay same-origin; a non-2xx answer becomes an ApiError with the server's catalogue code.
 */
export async function send(fetchFn: Fetch, path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method: options.method ?? 'GET', credentials: 'same-origin', headers };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  const response = await fetchFn(path, init);
  if (!response.ok) throw await errorFrom(response);
  return response;
}

/** Like `send`, then parses the answer with the shared zod schema so contract drift fails here, loudly. */
export async function requestJson<T extends z.ZodType>(
  fetchFn: Fetch,
  path: string,
  schema: T,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const response = await send(fetchFn, path, options);
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    console.error(`Unexpected answer from ${path}`, parsed.error);
    throw new ApiError('internal', response.status, parsed.error.message);
  }
  return parsed.data;
}
