import { describe, expect, it } from 'vitest';
import { type AccountsClient, createAccountsClient } from './accountsClient';
import { ApiError } from './apiError';
import type { Fetch } from './request';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn: Fetch = async (url, init) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };
  return { fetchFn, calls };
}

const user = { uid: 'u1', email: 'ana@demo.test', lvl: 0, contact: null, unreadMessages: 0 };

describe('accounts client', () => {
  const calls: [string, string, unknown, (client: AccountsClient) => Promise<unknown>][] = [
    [
      'requestResetCode',
      '/api/auth/reset/request',
      { email: 'ana@demo.test' },
      (c) => c.requestResetCode('ana@demo.test'),
    ],
    [
      'verifyResetCode',
      '/api/auth/reset/verify',
      { email: 'ana@demo.test', code: '123456' },
      (c) => c.verifyResetCode({ email: 'ana@demo.test', code: '123456' }),
    ],
    [
      'changePassword',
      '/api/auth/password',
      { password: 'Colmena2027', confirmPassword: 'Colmena2027' },
      (c) => c.changePassword({ password: 'Colmena2027', confirmPassword: 'Colmena2027' }),
    ],
    [
      'changeEmail',
      '/api/auth/email',
      { email: 'new@demo.test', password: 'Colmena2026' },
      (c) => c.changeEmail({ email: 'new@demo.test', password: 'Colmena2026' }),
    ],
  ];

  it.each(calls)('%s posts JSON to %s', async (_name, path, body, call) => {
    const { fetchFn, calls: sent } = fakeFetch(200, { ok: true });
    await call(createAccountsClient(fetchFn));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(path);
    expect(sent[0]?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual(body);
  });

  it.each([
    ['a session user', { user }, user],
    ['no user', { user: null }, null],
    ['another shape', { ok: true }, null],
    ['an empty body', undefined, null],
  ])('confirmReset answers the signed-in user from %s', async (_label, body, expected) => {
    const { fetchFn } = fakeFetch(200, body);
    const answer = await createAccountsClient(fetchFn).confirmReset({
      email: 'ana@demo.test',
      code: '123456',
      password: 'Colmena2027',
      confirmPassword: 'Colmena2027',
    });
    expect(answer).toEqual(expected);
  });

  it.each([
    [400, 'wrong_email'],
    [429, 'too_many_requests'],
    [401, 'incorrect_password'],
  ] as const)('a %i answer rejects with ApiError %s', async (status, code) => {
    const { fetchFn } = fakeFetch(status, { error: code, message: 'x' });
    const failure = await createAccountsClient(fetchFn)
      .requestResetCode('x@y.z')
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code, status });
  });
});
