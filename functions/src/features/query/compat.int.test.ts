import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import type { CompatAnswer } from './compatRoutes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = 'demo.localhost:8080';
const bearerOf = async (email: string) => (await t.signIn(demo, email)).replace(/^__session=/, '');

async function fetchCollection(host: string, path: string, token?: string) {
  const res = await t.request(host, path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as CompatAnswer };
}

describe('GET /firestore/v1/collections/{name} (spec §7)', () => {
  it('answers the collection in data.data for a Bearer session token', async () => {
    const { status, body } = await fetchCollection(
      demo,
      '/firestore/v1/collections/proyectos',
      await bearerOf('admin@demo.test'),
    );
    expect(status).toBe(200);
    expect(body.error).toBe(false);
    expect(body.error_desc).toBe('');
    expect(body.data.data).toHaveLength(50);
    expect(body.data.data[0]).toMatchObject({ FireId: expect.any(String), collection: 'proyectos' });
  });

  it('applies the same access rules as /api/query', async () => {
    const { body } = await fetchCollection(
      demo,
      '/firestore/v1/collections/incidencias',
      await bearerOf('client@demo.test'),
    );
    expect(body.error).toBe(false);
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const doc of body.data.data) expect(doc.owners).toContain('c-client');
  });

  it('serves the "data" alias with collKey and place', async () => {
    const path = '/firestore/v1/collections/data?collKey=incidencias&place=journal';
    const { body } = await fetchCollection(demo, path, await bearerOf('admin@demo.test'));
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const doc of body.data.data) expect(doc.collection).toBe('seguimientos');
  });

  it.each([
    ['no token on a private collection', demo, '/firestore/v1/collections/proyectos', undefined],
    ['an invalid token', demo, '/firestore/v1/collections/proyectos', 'nope'],
    ['a collection the caller may not read', demo, '/firestore/v1/collections/logs', 'employee'],
    ['an unknown company', 'nowhere.localhost:8080', '/firestore/v1/collections/proyectos', undefined],
    ['the bare host', 'localhost:8080', '/firestore/v1/collections/proyectos', undefined],
    ['an invalid collection name', demo, '/firestore/v1/collections/no%20pe', 'admin'],
  ])('answers error true, a description and an empty list for %s', async (_name, host, path, who) => {
    const token = who === 'employee' || who === 'admin' ? await bearerOf(`${who}@demo.test`) : who;
    const { status, body } = await fetchCollection(host, path, token);
    expect(status).toBe(200);
    expect(body.error).toBe(true);
    expect(body.error_desc.length).toBeGreaterThan(0);
    expect(body.data).toEqual({ data: [] });
  });
});
