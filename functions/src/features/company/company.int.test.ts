import type { PublicCompany, PublicKeyData } from '@colmena/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = 'demo.localhost:8080';
const collectionKeys = async (cookie?: string) => {
  const res = await t.request(demo, '/api/company', { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return ((await res.json()) as PublicCompany).collections.map((c) => c.key);
};

describe('GET /api/company', () => {
  it('answers the demo company on its host, without secrets', async () => {
    const res = await t.request(demo, '/api/company');
    expect(res.status).toBe(200);
    const company = (await res.json()) as PublicCompany & Record<string, unknown>;
    expect(company).toMatchObject({
      id: 'demo',
      Name: 'Reformas La Colmena',
      hasPublicPage: true,
      languages: ['es', 'en'],
      LogoNavbar: '/api/files/logo.svg',
      LogoIcon: '/api/files/icon.svg',
    });
    expect(company.colors.primary).toBe('#b45309');
    expect(company.widgetsMenu.map((m) => m.icon)).toEqual(['calendar', 'chart']);
    expect(company).not.toHaveProperty('collectionsArray');
  });

  it('answers develop in English first with default colours', async () => {
    const company = (await (
      await t.request('develop.localhost:8080', '/api/company')
    ).json()) as PublicCompany;
    expect(company).toMatchObject({
      id: 'develop',
      languages: ['en', 'es'],
      hasPublicPage: false,
      colors: {},
    });
  });

  it('answers a colour change at once', async () => {
    const before = (await (await t.request(demo, '/api/company')).json()) as PublicCompany;
    await t.deps.store.transaction('demo', (tx) => tx.merge('colors', 'theme', { primary: '#123456' }));
    const after = (await (await t.request(demo, '/api/company')).json()) as PublicCompany;
    expect(after.colors.primary).toBe('#123456');
    await t.deps.store.transaction('demo', (tx) =>
      tx.merge('colors', 'theme', { primary: before.colors.primary }),
    );
    const res = await t.request(demo, '/api/company');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(((await res.json()) as PublicCompany).colors.primary).toBe(before.colors.primary);
  });

  it('shows each caller only the collections it may open', async () => {
    // Visitors see only the public collection (lvlView 'public').
    expect(await collectionKeys()).toEqual(['obras']);
    expect(await collectionKeys(await t.signIn(demo, 'employee@demo.test'))).toEqual([
      'proyectos',
      'incidencias',
      'obras',
    ]);
    expect(await collectionKeys(await t.signIn(demo, 'admin@demo.test'))).toEqual([
      'proyectos',
      'incidencias',
      'obras',
    ]);
  });

  it('sends the stored filters of the collections to level 100 only (the settings page edits them)', async () => {
    const stored = { filters: [{ field: 'Estado', condition: '==', dataType: 'text', data: 'Abierta' }] };
    const admin = await t.signIn(demo, 'admin@demo.test');
    const applied = await t.request(demo, '/api/commands', {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'stored-filters-view',
        type: 'collection.update',
        payload: { key: 'incidencias', changes: { mainFilter: stored } },
      }),
    });
    expect(await applied.json()).toMatchObject({ status: 'applied' });
    const read = async (cookie: string) =>
      (
        (await (await t.request(demo, '/api/company', { headers: { cookie } })).json()) as PublicCompany
      ).collections.find((c) => c.key === 'incidencias');
    expect(await read(admin)).toMatchObject({ mainFilter: stored });
    const employee = await read(await t.signIn(demo, 'employee@demo.test'));
    expect(employee).toBeDefined();
    expect(employee).not.toHaveProperty('mainFilter');
    const cleared = await t.request(demo, '/api/commands', {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'stored-filters-view-cleared',
        type: 'collection.update',
        payload: { key: 'incidencias', changes: { mainFilter: null } },
      }),
    });
    expect(await cleared.json()).toMatchObject({ status: 'applied' });
    expect(await read(admin)).not.toHaveProperty('mainFilter');
  });

  it('answers 404 unknown_company for every API path of an unknown company', async () => {
    for (const path of ['/api/company', '/api/auth/me', '/api/widgets?place=public', '/api/anything']) {
      const res = await t.request('nope.localhost:8080', path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: 'unknown_company', message: 'Unknown company' });
    }
  });

  it('answers a company the moment it is created, after being asked for it while unknown', async () => {
    const host = 'brandnew.localhost:8080';
    expect((await t.request(host, '/api/company')).status).toBe(404);
    await t.deps.store.transaction('brandnew', (tx) =>
      tx.setCompany({ Name: 'Brand New', languages: ['en', 'es'], collectionsArray: [] }),
    );
    const res = await t.request(host, '/api/company');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'brandnew', Name: 'Brand New' });
    await t.deps.store.transaction('brandnew', (tx) => tx.mergeCompany({ Name: 'Renamed' }));
    expect(await (await t.request(host, '/api/company')).json()).toMatchObject({ Name: 'Renamed' });
  });
});

describe('GET /{company}/publickey/v1', () => {
  it('answers the start-up data as a JSON string, on any host', async () => {
    const res = await t.request('localhost:8080', '/demo/publickey/v1', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: string };
    expect(JSON.parse(data) as PublicKeyData).toEqual({
      company: 'demo',
      clientIp: '203.0.113.9',
      backend: { api: 'http://localhost:8080/api' },
      auth: { provider: 'local' },
      storage: { provider: 'local' },
      analytics: { enabled: false },
    });
  });

  it('answers 404 unknown_company for a company that does not exist', async () => {
    for (const host of ['localhost:8080', 'demo.localhost:8080', 'nope.localhost:8080']) {
      const res = await t.request(host, '/nope/publickey/v1');
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'unknown_company' });
    }
  });
});

describe('GET /api/widgets', () => {
  const widgetIds = async (place: string, headers: Record<string, string> = {}) => {
    const res = await t.request(demo, `/api/widgets?place=${place}`, { headers });
    expect(res.status).toBe(200);
    return ((await res.json()) as { widgets: { FireId: string }[] }).widgets.map((w) => w.FireId);
  };

  it('gives visitors the public widgets in order', async () => {
    expect(await widgetIds('public')).toEqual(['w-public-about', 'w-public-contact', 'w-public-gallery']);
  });

  it('needs a session for the other places', async () => {
    const res = await t.request(demo, '/api/widgets?place=company');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('rejects an unknown place', async () => {
    expect((await t.request(demo, '/api/widgets?place=moon')).status).toBe(400);
  });

  it('filters by consumer: client and admin see different company widgets', async () => {
    const client = await t.signIn(demo, 'client@demo.test');
    const admin = await t.signIn(demo, 'admin@demo.test');
    const employee = await t.signIn(demo, 'employee@demo.test');
    expect(await widgetIds('company', { cookie: client })).toEqual([
      'w-company-calendar',
      'w-company-my-issues',
    ]);
    expect(await widgetIds('company', { cookie: admin })).toEqual([
      'w-company-calendar',
      'w-company-stats',
      'w-company-my-issues',
      'w-company-timesheet',
      'w-company-budget-pivot',
    ]);
    expect(await widgetIds('company', { cookie: employee })).toEqual([
      'w-company-calendar',
      'w-company-timesheet',
    ]);
  });

  it('shows only mobile widgets to a phone', async () => {
    const admin = await t.signIn(demo, 'admin@demo.test');
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(await widgetIds('company', { cookie: admin, 'user-agent': phone })).toEqual([
      'w-company-calendar',
      'w-company-my-issues',
      'w-company-timesheet',
    ]);
  });
});
