import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import type { PublicDocAnswer } from './getPublicDoc';
import type { PublicDataPage } from './listPublicData';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const demo = 'demo.localhost:8080';
const page = async (path: string, cookie?: string) => {
  const res = await t.request(demo, path, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as PublicDataPage;
};

describe('GET /api/public/data', () => {
  it('lists the public collection to a visitor, sorted by its definition, without a session', async () => {
    const answer = await page('/api/public/data');
    expect(answer.collections.map((c) => c.key)).toEqual(['obras']);
    expect(answer.total).toBe(6);
    expect(answer.docs).toHaveLength(6);
    const names = answer.docs.map((doc) => doc.Name as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(answer.docs[0]).toMatchObject({ collKey: 'obras', collection: 'obras' });
    // Nothing of the private collections leaks into the public list.
    expect(answer.docs.every((doc) => doc.collection === 'obras')).toBe(true);
  });

  it('pages: results per page 4 to 50', async () => {
    const first = await page('/api/public/data?perPage=4');
    const second = await page('/api/public/data?perPage=4&page=2');
    expect(first.docs).toHaveLength(4);
    expect(second.docs).toHaveLength(2);
    expect(second).toMatchObject({ page: 2, perPage: 4, total: 6 });
    const all = await page('/api/public/data?perPage=50');
    expect([...first.docs, ...second.docs].map((d) => d.FireId)).toEqual(all.docs.map((d) => d.FireId));
  });

  it.each(['perPage=3', 'perPage=51', 'page=0', 'page=x'])('refuses %s', async (query) => {
    const res = await t.request(demo, `/api/public/data?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('answers an empty list on a company without public collections', async () => {
    const res = await t.request('develop.localhost:8080', '/api/public/data');
    expect(await res.json()).toEqual({ collections: [], docs: [], page: 1, perPage: 20, total: 0 });
  });

  it('answers unknown_company on an unknown tenant', async () => {
    const res = await t.request('nope.localhost:8080', '/api/public/data');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'unknown_company' });
  });
});

describe('GET /api/public/data/:projectid', () => {
  it('shows a document of a public collection to anyone', async () => {
    const res = await t.request(demo, '/api/public/data/o-001');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as PublicDocAnswer;
    expect(answer.collection).toMatchObject({ key: 'obras', name: 'Obras terminadas' });
    expect(answer.doc).toMatchObject({ FireId: 'o-001', Name: 'Cocina en Chamberí', collKey: 'obras' });
  });

  it.each([
    ['a project of a private collection', 'p-001'],
    ['an issue of an owned collection', 'i-001'],
    ['a journal', 'd-001-1'],
    ['no such document', 'o-999'],
  ])('404 for %s, even signed in as admin', async (_name, id) => {
    for (const cookie of [undefined, await t.signIn(demo, 'admin@demo.test')]) {
      const res = await t.request(demo, `/api/public/data/${id}`, { headers: cookie ? { cookie } : {} });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('leaves out the owner list of a public collection that has one', async () => {
    await t.deps.store.transaction('demo', (tx) => {
      tx.mergeCompany({
        collectionsArray: [
          {
            key: 'incidencias',
            name: 'Incidencias',
            mainCollection: 'incidencias',
            ownerField: 'owners',
            lvlView: 'public',
          },
        ],
      });
    });
    const res = await t.request(demo, '/api/public/data/i-001');
    expect(res.status).toBe(200);
    const { doc } = (await res.json()) as PublicDocAnswer;
    expect(doc.Name).toBe('Gotera en el techo del baño');
    expect(doc).not.toHaveProperty('owners');
    expect((await page('/api/public/data?perPage=50')).docs.some((d) => 'owners' in d)).toBe(false);
  });
});
