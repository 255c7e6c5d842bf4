import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import { fetchContactAccounts } from './contactAccounts';
import type { Fetch } from './request';

const answering =
  (status: number, body: unknown): Fetch =>
  async () =>
    new Response(JSON.stringify(body), { status });

describe('fetchContactAccounts', () => {
  it('answers the accounts by contact id', async () => {
    const levels = { 'c-admin': { uid: 'u-admin', lvl: 100, disabled: false } };
    expect(await fetchContactAccounts(answering(200, { levels }))).toEqual(levels);
  });

  it.each([
    [403, { error: 'forbidden', message: 'x' }, 'forbidden'],
    [200, { levels: { c1: { uid: 'u1', lvl: '100' } } }, 'internal'],
  ])('a %i answer %j fails as %s', async (status, body, code) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await fetchContactAccounts(answering(status, body)).catch((error: unknown) => error);
    logged.mockRestore();
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code });
  });
});
