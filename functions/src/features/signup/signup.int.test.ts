import type { MeResponse, PublicCompany } from '@colmena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bare = 'localhost:8080';
const form = { subdomain: 'acme', companyName: 'Acme S.L.', email: 'Boss@Acme.test', password: 'Str0ngPass' };
const signup = (body: unknown, host = bare) => t.request(host, '/api/signup', { method: 'POST', json: body });

describe('POST /api/signup', () => {
  it('creates a tenant whose admin can then sign in on its subdomain', async () => {
    const res = await signup(form);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subdomain: 'acme', url: 'http://acme.localhost:8080/' });

    const company = (await (await t.request('acme.localhost:8080', '/api/company')).json()) as PublicCompany;
    expect(company).toMatchObject({
      id: 'acme',
      Name: 'Acme S.L.',
      languages: ['en', 'es'],
      hasPublicPage: false,
      widgetsMenu: [],
      collections: [],
    });

    const login = await t.request('acme.localhost:8080', '/api/auth/login', {
      method: 'POST',
      json: { email: 'boss@acme.test', password: 'Str0ngPass' },
    });
    expect(login.status).toBe(200);
    const { user } = (await login.json()) as MeResponse;
    expect(user).toMatchObject({ email: 'boss@acme.test', lvl: 100, contact: { email: 'boss@acme.test' } });

    const elsewhere = await t.request('demo.localhost:8080', '/api/auth/login', {
      method: 'POST',
      json: { email: 'boss@acme.test', password: 'Str0ngPass' },
    });
    expect(await elsewhere.json()).toMatchObject({ error: 'wrong_user' });
  });

  it('answers 409 subdomain_taken for an existing company, changing nothing', async () => {
    const res = await signup({ ...form, subdomain: 'demo', email: 'intruder@x.test' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'subdomain_taken' });
    expect(await t.deps.accounts.findByEmail('demo', 'intruder@x.test')).toBeNull();
  });

  it.each([
    'ab',
    'a'.repeat(31),
    'Acme',
    '-acme',
    'acme-',
    'ac_me',
    'ac.me',
    'www',
    'api',
    'admin',
    'assets',
  ])('refuses subdomain %j with invalid_subdomain', async (subdomain) => {
    const res = await signup({ ...form, subdomain });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_subdomain' });
  });

  it.each(['short1A', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', 'Has Space1'])(
    'refuses password %j with weak_password',
    async (password) => {
      const res = await signup({ ...form, subdomain: 'weak', password });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'weak_password' });
    },
  );

  it.each([
    { ...form, subdomain: 'noname', companyName: '   ' },
    { ...form, subdomain: 'bademail', email: 'not-an-email' },
    { subdomain: 'missing' },
  ])('answers bad_request for %j', async (body) => {
    const res = await signup(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_request' });
    expect(await t.deps.store.getCompany(String(body.subdomain))).toBeNull();
  });

  it('exists only on the bare host', async () => {
    const res = await signup({ ...form, subdomain: 'other' }, 'demo.localhost:8080');
    expect(res.status).toBe(404);
    expect(await t.deps.store.getCompany('other')).toBeNull();
  });

  it('is refused from another origin', async () => {
    const res = await t.request(bare, '/api/signup', {
      method: 'POST',
      json: { ...form, subdomain: 'csrf' },
      headers: { origin: 'http://evil.test' },
    });
    expect(res.status).toBe(403);
    expect(await t.deps.store.getCompany('csrf')).toBeNull();
  });
});
