import type { SignupRequest } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { postSignup } from './signupClient';

const request: SignupRequest = {
  subdomain: 'acme',
  companyName: 'Acme',
  email: 'boss@acme.test',
  password: 'Colmena2026',
};

function answer(status: number, body: string) {
  return async () => new Response(body, { status, headers: { 'content-type': 'application/json' } });
}

describe('postSignup', () => {
  it('sends the request as JSON to /api/signup', async () => {
    let seen: { url: string; init: RequestInit } | undefined;
    await postSignup(request, async (url, init) => {
      seen = { url, init };
      return new Response(JSON.stringify({ subdomain: 'acme', url: 'http://acme.localhost/' }), {
        status: 201,
      });
    });
    expect(seen?.url).toBe('/api/signup');
    expect(seen?.init.method).toBe('POST');
    expect(JSON.parse(String(seen?.init.body))).toEqual(request);
  });

  it('returns the new tenant on 201', async () => {
    const outcome = await postSignup(
      request,
      answer(201, JSON.stringify({ subdomain: 'acme', url: 'http://acme.localhost:8080/' })),
    );
    expect(outcome).toEqual({ ok: true, result: { subdomain: 'acme', url: 'http://acme.localhost:8080/' } });
  });

  it.each([
    [409, '{"error":"subdomain_taken","message":"taken"}', 'subdomain_taken'],
    [429, '{"error":"too_many_signups","message":"later"}', 'too_many_signups'],
    [400, '{"error":"invalid_subdomain","message":"bad"}', 'invalid_subdomain'],
    [400, '{"error":"weak_password","message":"weak"}', 'weak_password'],
    [400, '{"error":"bad_request","message":"bad"}', 'bad_request'],
    [400, '{"error":"no_such_code"}', 'internal'],
    [502, '<html>Bad gateway</html>', 'internal'],
    [201, '{"unexpected":true}', 'internal'],
    [200, '{"subdomain":"acme","url":"http://acme.localhost/"}', 'internal'],
  ])('status %i with %s → %s', async (status, body, code) => {
    expect(await postSignup(request, answer(status, body))).toEqual({ ok: false, error: code });
  });

  it('maps a network failure to no_internet', async () => {
    const outcome = await postSignup(request, async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(outcome).toEqual({ ok: false, error: 'no_internet' });
  });
});
