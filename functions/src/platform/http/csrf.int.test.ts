import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../../testing/testApp';

// Defect 13 of issue #8: the CSRF check compared the host only (an https Origin passed over
// http) and let any request without Origin through, whatever its content type.

const demo = 'demo.localhost:8080';
const credentials = JSON.stringify({ email: 'admin@demo.test', password: demoPassword });

let t: TestApp;
let direct: TestApp;
beforeAll(async () => {
  // As behind Firebase Hosting: one proxy in front, its X-Forwarded-* believed.
  t = await createTestApp();
  // As the embedded server reached directly: no proxy header is believed.
  direct = await createTestApp({ seed: false, config: { trustedProxyHops: 0 } });
});
afterAll(async () => {
  await t.close();
  await direct.close();
});

const login = (headers: Record<string, string>, body = credentials) =>
  t.request(demo, '/api/auth/login', { method: 'POST', headers, body });

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({ error: 'forbidden' });
  expect(res.headers.get('set-cookie')).toBeNull();
}

describe('state-changing requests with an Origin', () => {
  it('accepts our own origin', async () => {
    const res = await login({ origin: 'http://demo.localhost:8080', 'content-type': 'application/json' });
    expect(res.status).toBe(200);
  });

  it('refuses an https Origin over http', async () => {
    await expectRefused(
      await login({ origin: 'https://demo.localhost:8080', 'content-type': 'application/json' }),
    );
  });

  it('refuses our host on another port', async () => {
    await expectRefused(
      await login({ origin: 'http://demo.localhost:9090', 'content-type': 'application/json' }),
    );
  });

  it('refuses another tenant of the same site', async () => {
    await expectRefused(
      await login({ origin: 'http://evil.localhost:8080', 'content-type': 'application/json' }),
    );
  });

  it('takes the scheme from the trusted proxy: https Origin through an https proxy', async () => {
    const res = await login({
      origin: 'https://demo.localhost:8080',
      'x-forwarded-proto': 'https',
      'content-type': 'application/json',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('believes no X-Forwarded-Proto without a trusted proxy', async () => {
    const form = {
      subdomain: 'forged',
      companyName: 'Forged',
      email: 'a@forged.test',
      password: 'Str0ngPass',
    };
    const res = await direct.request('localhost:8080', '/api/signup', {
      method: 'POST',
      headers: { origin: 'https://localhost:8080', 'x-forwarded-proto': 'https' },
      json: form,
    });
    await expectRefused(res);
    expect(await direct.deps.store.getCompany('forged')).toBeNull();
  });

  it('lets a same-origin multipart form through to its route', async () => {
    const body = new FormData();
    body.set('subdomain', 'multipart');
    const res = await direct.request('localhost:8080', '/api/signup', {
      method: 'POST',
      headers: { origin: 'http://localhost:8080' },
      body,
    });
    // Past the CSRF check: the sign-up route answers for itself (it takes JSON only).
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_request' });
  });
});

describe('state-changing requests without an Origin', () => {
  it('refuses a text/plain body (what a form of another site can send)', async () => {
    await expectRefused(await login({ 'content-type': 'text/plain' }));
  });

  it('refuses a urlencoded form', async () => {
    await expectRefused(
      await login({ 'content-type': 'application/x-www-form-urlencoded' }, 'email=a&password=b'),
    );
  });

  it('refuses a cross-site request that only says so in Sec-Fetch-Site', async () => {
    await expectRefused(await login({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' }));
  });

  it('accepts a JSON body', async () => {
    const res = await login({ 'content-type': 'application/json' });
    expect(res.status).toBe(200);
  });

  it('accepts a custom header whatever the body', async () => {
    const res = await login({ 'content-type': 'text/plain', 'x-requested-with': 'XMLHttpRequest' });
    // Past the CSRF check; the login route reads the body as JSON itself.
    expect(res.status).toBe(200);
  });

  it('accepts a request with no body (no form sends one)', async () => {
    const cookie = await t.signIn(demo, 'admin@demo.test');
    const res = await t.request(demo, '/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(204);
  });
});
