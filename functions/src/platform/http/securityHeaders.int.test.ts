import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, repoRoot, type TestApp } from '../../testing/testApp';
import {
  apiSecurityHeaders,
  hostingPageSecurityHeaders,
  pageSecurityHeaders,
  strictTransportSecurity,
} from './securityHeaders';

// Defect 7 of issue #8: no Content-Security-Policy, no frame protection, no Referrer-Policy.

const demo = 'demo.localhost:8080';
let t: TestApp;
let direct: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  direct = await createTestApp({ seed: false, config: { trustedProxyHops: 0 } });
});
afterAll(async () => {
  await t.close();
  await direct.close();
});

function expectHeaders(res: Response, expected: Readonly<Record<string, string>>) {
  for (const [name, value] of Object.entries(expected)) expect(res.headers.get(name), name).toBe(value);
}

describe('pages', () => {
  it.each([
    ['the sign-in page of a tenant', demo, '/login'],
    ['the landing page', 'localhost:8080', '/'],
    ['a built asset', demo, '/assets/app-abc123.js'],
  ])('%s carries the strict page policy', async (_name, host, path) => {
    const res = await t.request(host, path);
    expect(res.status).toBe(200);
    expectHeaders(res, pageSecurityHeaders);
  });

  it('the page policy allows no inline script or style and no framing', () => {
    const csp = pageSecurityHeaders['Content-Security-Policy'] ?? '';
    // WebAssembly compilation for the logic-function sandbox, no JavaScript eval or inline code.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("style-src 'self';");
    expect(csp.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(pageSecurityHeaders['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  });

  it('only our own pages may ask for the camera and the position (the field kit), API answers never', () => {
    const page = pageSecurityHeaders['Permissions-Policy'] ?? '';
    expect(page).toContain('camera=(self)');
    expect(page).toContain('geolocation=(self)');
    expect(page).toContain('microphone=()');
    expect(apiSecurityHeaders['Permissions-Policy']).toContain('camera=()');
    expect(apiSecurityHeaders['Permissions-Policy']).toContain('geolocation=()');
  });

  it('a redirect carries them too (unknown company to the main site)', async () => {
    const res = await t.request('nope.localhost:8080', '/login');
    expect(res.status).toBe(302);
    expectHeaders(res, pageSecurityHeaders);
  });

  it('Firebase Hosting sends the same page headers (firebase.json)', () => {
    const firebase = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
      hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
    };
    const all = firebase.hosting.headers.find((rule) => rule.source === '**');
    // Plus no-cache: the app shell is revalidated on every visit (hashed assets are cached).
    expect(Object.fromEntries((all?.headers ?? []).map(({ key, value }) => [key, value]))).toEqual({
      ...hostingPageSecurityHeaders,
      'Cache-Control': 'no-cache',
    });
  });
});

describe('API answers', () => {
  it.each([
    ['an answer', 'GET', demo, '/api/company', 200],
    ['an unknown route', 'GET', demo, '/api/nope', 404],
    ['an unknown company', 'GET', 'nope.localhost:8080', '/api/company', 404],
    ['a CSRF refusal', 'POST', demo, '/api/auth/login', 403],
  ])('%s carries the API policy', async (_name, method, host, path, status) => {
    const res = await t.request(host, path, {
      method,
      headers: method === 'POST' ? { origin: 'http://evil.test', 'content-type': 'application/json' } : {},
    });
    expect(res.status).toBe(status);
    expectHeaders(res, apiSecurityHeaders);
  });

  it('a stored file keeps its own stricter policy', async () => {
    const res = await t.request(demo, '/api/files/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the browser used https', async () => {
    const res = await t.request(demo, '/login', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBe(strictTransportSecurity);
  });

  it('is not sent over plain http', async () => {
    expect((await t.request(demo, '/login')).headers.get('strict-transport-security')).toBeNull();
  });

  it('is not sent when nobody trusted says https', async () => {
    const res = await direct.request('localhost:8080', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
