import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, type QueryAnswer, seed, startQueryTestApp } from '../../testing/queryTestApp';

let app: Awaited<ReturnType<typeof startQueryTestApp>>;
beforeAll(async () => {
  app = await startQueryTestApp();
});
afterAll(() => app.close());
const query = (who: string | null, body: unknown): Promise<QueryAnswer> => app.query(who, body);

describe('POST /api/query', () => {
  it('answers the documents with FireId and collection, up to the limit', async () => {
    const { status, body } = await query('employee', { collection: 'proyectos', limit: 5 });
    expect(status).toBe(200);
    expect(body.docs).toHaveLength(5);
    for (const doc of body.docs)
      expect(doc).toMatchObject({ FireId: expect.any(String), collection: 'proyectos' });
  });

  it('filters and sorts', async () => {
    const { body } = await query('admin', { collection: 'proyectos', orderBy: ['Name', 'desc'] });
    expect(body.docs).toHaveLength(seed('proyectos').length);
    const names = body.docs.map((d) => String(d.Name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const budget = await query('admin', {
      collection: 'proyectos',
      where: [['Estado', '==', 'Presupuesto']],
    });
    expect(ids(budget.body.docs)).toEqual(ids(seed('proyectos').filter((d) => d.Estado === 'Presupuesto')));
  });

  it('refuses a query that needs an undeclared composite index', async () => {
    const { status, body } = await query('admin', {
      collection: 'proyectos',
      where: [['Estado', '==', 'Presupuesto']],
      orderBy: ['Presupuesto', 'desc'],
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'query_requires_index', message: 'This query requires an index!!!' });
  });

  it.each([
    ['four filters', { collection: 'proyectos', where: Array(4).fill(['Name', '==', 'x']) }],
    ['an unknown operator', { collection: 'proyectos', where: [['Name', 'like', 'x']] }],
    ['a limit above 10000', { collection: 'proyectos', limit: 10001 }],
    ['no collection', { where: [] }],
    ['"data" without collKey', { collection: 'data' }],
  ])('answers bad_request for %s', async (_name, body) => {
    const res = await query('admin', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('bad_request');
  });
});

describe('owner filter (spec §6)', () => {
  const own = seed('incidencias').filter((d) => (d.owners as string[]).includes('c-client'));

  it('shows a client only the incidencias they own', async () => {
    const { status, body } = await query('client', { collection: 'incidencias' });
    expect(status).toBe(200);
    expect(own.length).toBeGreaterThan(0);
    expect(ids(body.docs)).toEqual(ids(own));
  });

  it('shows a manager (lvlView 50) every incidencia', async () => {
    expect((await query('manager', { collection: 'incidencias' })).body.docs).toHaveLength(
      seed('incidencias').length,
    );
  });

  it("refuses a client asking for someone else's documents", async () => {
    const res = await query('client', {
      collection: 'incidencias',
      where: [['owners', 'array-contains', 'c-cliente-02']],
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('forbidden');
  });

  it('lets a client read the journals of an owned incidencia only, by ProjectId', async () => {
    const owned = own[0]?.FireId ?? '';
    const mine = await query('client', { collection: 'seguimientos', where: [['ProjectId', '==', owned]] });
    expect(mine.status).toBe(200);
    expect(ids(mine.body.docs)).toEqual(ids(seed('seguimientos').filter((d) => d.ProjectId === owned)));
    const notMine = seed('incidencias').find((d) => !(d.owners as string[]).includes('c-client'))?.FireId;
    expect(
      (await query('client', { collection: 'seguimientos', where: [['ProjectId', '==', notMine]] })).status,
    ).toBe(403);
    expect((await query('client', { collection: 'seguimientos' })).status).toBe(403);
  });
});

describe('the "data" alias', () => {
  it.each([
    [{ collKey: 'incidencias', place: 'project' }, 'incidencias'],
    [{ collKey: 'incidencias', place: 'journal' }, 'seguimientos'],
    [{ collKey: 'proyectos' }, 'proyectos'],
  ])('%o reads %s', async (alias, collection) => {
    const { status, body } = await query('admin', { collection: 'data', limit: 3, ...alias });
    expect(status).toBe(200);
    expect(body.docs.length).toBeGreaterThan(0);
    for (const doc of body.docs) expect(doc.collection).toBe(collection);
  });

  it('applies the owner filter to what the alias stands for', async () => {
    const { body } = await query('client', { collection: 'data', collKey: 'incidencias' });
    for (const doc of body.docs) expect(doc.owners).toContain('c-client');
  });
});

describe('declared indexes', () => {
  it('serves the owner filter with the sort firestore.indexes.json declares for it', async () => {
    const { status, body } = await query('client', {
      collection: 'incidencias',
      orderBy: ['CreatedAt', 'desc'],
    });
    expect(status).toBe(200);
    const own = seed('incidencias').filter((d) => (d.owners as string[]).includes('c-client'));
    const newestFirst = [...own].sort((a, b) => String(b.CreatedAt).localeCompare(String(a.CreatedAt)));
    expect(body.docs.map((d) => d.FireId)).toEqual(newestFirst.map((d) => d.FireId));
  });
});
