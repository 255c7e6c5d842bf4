import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pages on a tenant host', () => {
  it.each(['/', '/login', '/data/proyectos/p-001', '/404', '/no/such/page'])(
    'serves the SPA for %s',
    async (path) => {
      const res = await t.request('demo.localhost:8080', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>app</title>');
    },
  );

  it('serves hashed assets with a long cache on every host', async () => {
    for (const host of ['demo.localhost:8080', 'localhost:8080', 'nope.localhost:8080']) {
      const res = await t.request(host, '/assets/app-abc123.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await t.request('demo.localhost:8080', '/assets/missing.js')).status).toBe(404);
    expect((await t.request('demo.localhost:8080', '/assets/..%2F..%2Fdata%2Fcolmena.db')).status).toBe(404);
  });

  it('serves root files of the build', async () => {
    const res = await t.request('demo.localhost:8080', '/robots.txt');
    expect(await res.text()).toBe('User-agent: *');
  });
});

describe('compression of the built files', () => {
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `texto ${i}`))};\n`;
  const path = '/assets/big-abc123.js';
  beforeAll(() => writeFileSync(join(t.dataDir, 'web', 'assets', 'big-abc123.js'), script));

  it('sends text assets gzip-compressed to a browser that accepts it', async () => {
    const res = await t.request('demo.localhost:8080', path, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBeLessThan(script.length / 2);
    expect(gunzipSync(bytes).toString()).toBe(script);
  });

  it('sends them plain to a client that accepts no encoding, and small files always plain', async () => {
    const plain = await t.request('demo.localhost:8080', path);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const small = await t.request('demo.localhost:8080', '/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('pages on the bare host', () => {
  it.each(['/', '/successful'])('serves the landing page for %s', async (path) => {
    const res = await t.request('localhost:8080', path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>landing</title>');
  });

  it.each(['/login', '/data'])('redirects %s to /', async (path) => {
    const res = await t.request('localhost:8080', path);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
  });

  it('answers not_found for tenant APIs', async () => {
    const res = await t.request('127.0.0.1:8080', '/api/company');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('an unknown company', () => {
  it('sends page visitors to the main site with the subdomain', async () => {
    const res = await t.request('nope.localhost:8080', '/data/proyectos');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://localhost:8080/?subdomain=nope');
  });
});

describe('GET /healthz', () => {
  it.each(['localhost:8080', 'demo.localhost:8080', 'nope.localhost:8080'])('is ok on %s', async (host) => {
    const res = await t.request(host, '/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe('GET /api/files', () => {
  it('serves the tenant logo with its type and a cache header', async () => {
    const res = await t.request('demo.localhost:8080', '/api/files/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age');
    expect(await res.text()).toContain('<svg');
  });

  it.each(['/api/files/..%2F..%2Fcolmena.db', '/api/files/%2e%2e/develop/x', '/api/files/missing.svg'])(
    'answers 404 for %s',
    async (path) => {
      const res = await t.request('demo.localhost:8080', path);
      expect(res.status).toBe(404);
    },
  );

  it('keeps tenants apart', async () => {
    expect((await t.request('develop.localhost:8080', '/api/files/logo.svg')).status).toBe(404);
  });
});

describe('without a web build', () => {
  it('answers 503 with the way out', async () => {
    rmSync(join(t.dataDir, 'web'), { recursive: true, force: true });
    const res = await t.request('demo.localhost:8080', '/');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('web app not built: run npm run build');
  });

  it('still answers a missing asset 404 (the cloud function, behind Hosting, has no build)', async () => {
    rmSync(join(t.dataDir, 'web'), { recursive: true, force: true });
    const res = await t.request('demo.localhost:8080', '/assets/app-old123.js');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toMatch(/html/);
  });
});
