import { describe, expect, it, vi } from 'vitest';
import { ApiError, toErrorCode } from './apiError';
import { createApiClient } from './client';
import type { Fetch } from './request';

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(status: number, body: unknown) {
  const calls: Call[] = [];
  const fetchFn: Fetch = async (url, init) => {
    calls.push({ url, init });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, { status });
  };
  return { fetchFn, calls };
}

const me = {
  user: { uid: 'u1', email: 'a@b.c', lvl: 10, contact: null, unreadMessages: 0 },
};

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('api client', () => {
  it('posts the credentials as JSON with same-origin credentials and parses the answer', async () => {
    const { fetchFn, calls } = fakeFetch(200, me);
    const answer = await createApiClient(fetchFn).login({ email: 'a@b.c', password: 'secret1' });
    expect(answer).toEqual(me);
    expect(calls[0]?.url).toBe('/api/auth/login');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ email: 'a@b.c', password: 'secret1' });
    expect(calls[0]?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('asks for widgets of a place and returns the list', async () => {
    const widget = { FireId: 'w1', place: 'public', title: 'Hola' };
    const { fetchFn, calls } = fakeFetch(200, { widgets: [widget] });
    const widgets = await createApiClient(fetchFn).getWidgets('public');
    expect(calls[0]?.url).toBe('/api/widgets?place=public');
    expect(widgets).toMatchObject([{ FireId: 'w1', title: 'Hola', width: 1, height: 1 }]);
  });

  it('posts a list query and returns its documents', async () => {
    const doc = { FireId: 'l1', collection: 'logs', action: 'create' };
    const { fetchFn, calls } = fakeFetch(200, { docs: [doc] });
    const request = { collection: 'logs', orderBy: ['date', 'desc'] as ['date', 'desc'], limit: 26 };
    const docs = await createApiClient(fetchFn).query(request);
    expect(docs).toEqual([doc]);
    expect(calls[0]?.url).toBe('/api/query');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(request);
  });

  it('a query answer whose documents lack FireId breaks the contract', async () => {
    const { fetchFn } = fakeFetch(200, { docs: [{ collection: 'logs' }] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await rejection(createApiClient(fetchFn).query({ collection: 'logs' }));
    expect(error.code).toBe('internal');
    logged.mockRestore();
  });

  it('accepts the 204 of logout', async () => {
    const { fetchFn, calls } = fakeFetch(204, '');
    await expect(createApiClient(fetchFn).logout()).resolves.toBeUndefined();
    expect(calls[0]?.init.method).toBe('POST');
  });

  it.each([
    [401, { error: 'incorrect_password', message: 'Incorrect password' }, 'incorrect_password'],
    [429, { error: 'too_many_requests', message: 'x' }, 'too_many_requests'],
    [404, { error: 'unknown_company', message: 'x' }, 'unknown_company'],
    [400, { error: 'password_too_short', message: 'x' }, 'password_too_short'],
    [401, { error: 'not_a_code' }, 'unauthenticated'],
    [500, '<html>oops</html>', 'internal'],
    [503, '', 'internal'],
    [403, 'nope', 'forbidden'],
  ])('a %s answer %j becomes ApiError %s', async (status, body, code) => {
    const { fetchFn } = fakeFetch(status, body);
    const error = await rejection(createApiClient(fetchFn).login({ email: 'a', password: 'b' }));
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
  });

  it('rejects an answer that does not match the contract', async () => {
    const { fetchFn } = fakeFetch(200, { user: { uid: 1 } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await rejection(createApiClient(fetchFn).getMe());
    expect(error.code).toBe('internal');
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it.each([
    [new ApiError('wrong_user', 401), 'wrong_user'],
    [new TypeError('Failed to fetch'), 'no_internet'],
    [new Error('x'), 'internal'],
    ['string', 'internal'],
  ])('toErrorCode(%o) = %s', (error, code) => {
    expect(toErrorCode(error)).toBe(code);
  });
});
