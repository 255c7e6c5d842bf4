import { hostResponseSchema } from '@colmena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

describe('GET /api/host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { mainSiteUrl: 'https://colmena.example/start' } });
  });
  afterAll(() => t.close());

  const hostOf = async (host: string) => {
    const res = await t.request(host, '/api/host');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    return hostResponseSchema.parse(await res.json());
  };

  it.each([
    ['demo.localhost:8080', { kind: 'tenant' }],
    ['localhost:8080', { kind: 'bare' }],
    ['www.localhost:8080', { kind: 'bare' }],
    // The server's MAIN_SITE_URL, which a page shell on Hosting cannot know.
    ['nope.localhost:8080', { kind: 'unknown', mainSite: 'https://colmena.example/start?subdomain=nope' }],
  ])('%s is %o', async (host, expected) => {
    expect(await hostOf(host)).toEqual(expected);
  });

  it('needs no session and reaches no other API on the bare host', async () => {
    expect((await t.request('localhost:8080', '/api/company')).status).toBe(404);
    expect((await t.request('localhost:8080', '/api/hosts')).status).toBe(404);
  });
});
