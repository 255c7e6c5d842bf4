import type { CompositeIndex } from '@colmena/shared/query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(demo, 'admin@demo.test');
});
afterAll(() => t.close());

const demo = 'demo.localhost:8080';
/** Equality on one field, order on another: Firestore asks for a composite index. */
const failing = {
  collection: 'proyectos',
  where: [['Estado', '==', 'En curso']],
  orderBy: ['Presupuesto', 'desc'],
  limit: 100,
};
const needed: CompositeIndex = {
  collectionGroup: 'proyectos',
  queryScope: 'COLLECTION',
  fields: [
    { fieldPath: 'Estado', order: 'ASCENDING' },
    { fieldPath: 'Presupuesto', order: 'DESCENDING' },
  ],
};

const call = (path: string, cookie: string | undefined, json?: unknown) =>
  t.request(demo, path, {
    method: json === undefined ? 'GET' : 'POST',
    headers: cookie ? { cookie } : {},
    ...(json === undefined ? {} : { json }),
  });

describe('/api/indexes', () => {
  it.each([
    ['GET', '/api/indexes', undefined],
    ['GET', '/api/indexes/export', undefined],
    ['POST', '/api/indexes', { index: needed }],
    ['POST', '/api/indexes/required', { query: failing }],
  ])('%s %s is level 100 only', async (_method, path, json) => {
    expect((await call(path, undefined, json)).status).toBe(401);
    for (const email of ['manager@demo.test', 'employee@demo.test']) {
      const res = await call(path, await t.signIn(demo, email), json);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: 'forbidden' });
    }
  });

  it('finds the missing index of a failing query, declares it, and the query then works', async () => {
    const before = await call('/api/query', admin, failing);
    expect(before.status).toBe(400);
    expect(await before.json()).toEqual({
      error: 'query_requires_index',
      message: 'This query requires an index!!!',
    });

    const required = await call('/api/indexes/required', admin, { query: failing });
    expect(await required.json()).toEqual({ index: needed });

    const declared = await call('/api/indexes', admin, { index: needed });
    expect(declared.status).toBe(201);
    expect(await declared.json()).toEqual({ index: needed });

    const after = await call('/api/query', admin, failing);
    expect(after.status).toBe(200);
    const { docs } = (await after.json()) as { docs: { Estado: string; Presupuesto: number }[] };
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((doc) => doc.Estado === 'En curso')).toBe(true);
    const budgets = docs.map((doc) => doc.Presupuesto);
    expect(budgets).toEqual([...budgets].sort((a, b) => b - a));

    expect(await (await call('/api/indexes/required', admin, { query: failing })).json()).toEqual({
      index: null,
    });
    const list = (await (await call('/api/indexes', admin)).json()) as { indexes: CompositeIndex[] };
    expect(list.indexes).toContainEqual(needed);
  });

  it('answers null for a query that needs no composite index', async () => {
    const res = await call('/api/indexes/required', admin, {
      query: { collection: 'proyectos', orderBy: ['Name', 'asc'] },
    });
    expect(await res.json()).toEqual({ index: null });
  });

  it('resolves the "data" alias as /api/query does', async () => {
    const query = {
      collection: 'data',
      collKey: 'incidencias',
      where: [['Prioridad', '==', 'Alta']],
      orderBy: ['Name', 'desc'],
    };
    const res = await call('/api/indexes/required', admin, { query });
    expect(((await res.json()) as { index: CompositeIndex }).index.collectionGroup).toBe('incidencias');
  });

  it('exports the declared indexes as a firestore.indexes.json to deploy', async () => {
    await call('/api/indexes', admin, { index: needed });
    const res = await call('/api/indexes/export', admin);
    expect(res.headers.get('content-disposition')).toContain('firestore.indexes.json');
    const file = (await res.json()) as { indexes: CompositeIndex[]; fieldOverrides: unknown[] };
    expect(file.fieldOverrides).toEqual([]);
    expect(file.indexes).toContainEqual(needed);
    // The repository's own declarations are there too (firebase deploy needs them all).
    expect(file.indexes.some((index) => index.collectionGroup === 'diarios')).toBe(true);
  });

  it('declares a one-field index: listed, left out of the export (Firestore has it by itself)', async () => {
    const single: CompositeIndex = {
      collectionGroup: 'proyectos',
      queryScope: 'COLLECTION',
      fields: [{ fieldPath: 'Presupuesto', order: 'DESCENDING' }],
    };
    expect((await call('/api/indexes', admin, { index: single })).status).toBe(201);
    const list = (await (await call('/api/indexes', admin)).json()) as { indexes: CompositeIndex[] };
    expect(list.indexes).toContainEqual(single);
    const file = (await (await call('/api/indexes/export', admin)).json()) as { indexes: CompositeIndex[] };
    expect(file.indexes).not.toContainEqual(single);
  });

  it.each<[string, unknown]>([
    ['no index', {}],
    ['a field twice', { index: { ...needed, fields: [{ fieldPath: 'Name' }, { fieldPath: 'Name' }] } }],
    ['another company’s collection', { index: { ...needed, collectionGroup: 'projects' } }],
    ['a collection nobody has', { index: { ...needed, collectionGroup: 'secretos' } }],
  ])('refuses %s', async (_name, body) => {
    const res = await call('/api/indexes', admin, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('shows a company only the indexes over its own collections', async () => {
    const develop = 'develop.localhost:8080';
    const cookie = await t.signIn(develop, 'admin@develop.test');
    const res = await t.request(develop, '/api/indexes', { headers: { cookie } });
    const { indexes } = (await res.json()) as { indexes: CompositeIndex[] };
    expect(
      indexes.some((index) => ['proyectos', 'diarios', 'incidencias'].includes(index.collectionGroup)),
    ).toBe(false);
  });

  it('answers "Error creating Firebase Indexes" when the declaration cannot be kept', async () => {
    const spy = vi.spyOn(t.deps.indexes, 'add').mockRejectedValueOnce(new Error('disk full'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    const index = {
      ...needed,
      fields: [{ fieldPath: 'Estado' }, { fieldPath: 'Name', order: 'DESCENDING' }],
    };
    const res = await call('/api/indexes', admin, { index });
    expect(spy).toHaveBeenCalled();
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: 'error_creating_indexes',
      message: 'Error creating Firebase Indexes',
    });
  });
});
