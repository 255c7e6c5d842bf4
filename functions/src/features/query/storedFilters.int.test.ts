import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * A definition's stored filters (mainQuery, mainFilter, secondaryQuery) through `POST /api/query`:
 * the current collection's lists ("data" with collKey, by place) and widget queries on "data"
 * read the collection filtered as its definition says; a read naming the collection itself
 * does not.
 */
const demo = 'demo.localhost:8080';
let app: TestApp;
let admin: string;
let employee: string;

type Doc = { FireId: string; [field: string]: unknown };
const read = async (body: unknown, cookie = employee) => {
  const res = await app.request(demo, '/api/query', { method: 'POST', json: body, headers: { cookie } });
  return { status: res.status, ...((await res.json()) as { docs?: Doc[]; error?: string }) };
};
let n = 0;
const send = async (type: string, payload: unknown) => {
  const res = await app.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: `stored-filters-${++n}`, type, payload },
    headers: { cookie: admin },
  });
  return (await res.json()) as { status: string; error?: string };
};
const text = (field: string, data: string) => ({ field, condition: '==', dataType: 'text', data });

let all: Doc[] = [];
let journalsOfP1: Doc[] = [];

beforeAll(async () => {
  app = await createTestApp();
  admin = await app.signIn(demo, 'admin@demo.test');
  employee = await app.signIn(demo, 'employee@demo.test');
  all = (await read({ collection: 'proyectos' })).docs ?? [];
  journalsOfP1 = (await read({ collection: 'diarios', where: [['ProjectId', '==', 'p-001']] })).docs ?? [];
});
afterAll(() => app.close());

describe('stored collection filters', () => {
  it('without stored filters the data list is the whole collection', async () => {
    const list = await read({ collection: 'data', collKey: 'proyectos' });
    expect(list.docs).toHaveLength(all.length);
    expect(all.length).toBeGreaterThan(10);
  });

  it('mainQuery filters the data list; a read of the collection by name is not filtered', async () => {
    expect(
      await send('collection.update', {
        key: 'proyectos',
        changes: { mainQuery: { filters: [text('Estado', 'En curso')] } },
      }),
    ).toMatchObject({ status: 'applied' });
    const expected = all.filter((doc) => doc.Estado === 'En curso').map((doc) => doc.FireId);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.length);
    const list = await read({ collection: 'data', collKey: 'proyectos' });
    expect(list.docs?.map((doc) => doc.FireId).sort()).toEqual(expected.sort());
    expect((await read({ collection: 'proyectos' })).docs).toHaveLength(all.length);
  });

  it('mainFilter narrows it further, after the caller’s own filters', async () => {
    await send('collection.update', {
      key: 'proyectos',
      changes: { mainFilter: { filters: [text('Habitación', 'Vivienda')] } },
    });
    const inCourse = all.filter((doc) => doc.Estado === 'En curso' && doc.Habitación === 'Vivienda');
    const list = await read({ collection: 'data', collKey: 'proyectos' });
    expect(list.docs?.map((doc) => doc.FireId).sort()).toEqual(inCourse.map((doc) => doc.FireId).sort());
    const one = inCourse[0];
    if (!one) throw new Error('the demo has projects in course');
    const narrowed = await read({
      collection: 'data',
      collKey: 'proyectos',
      where: [['Name', '==', one.Name]],
    });
    expect(narrowed.docs?.map((doc) => doc.FireId)).toEqual([one.FireId]);
  });

  it('secondaryQuery filters a project’s journals (data on a journal place)', async () => {
    const first = journalsOfP1[0];
    if (!first || journalsOfP1.length < 2) throw new Error('p-001 has journals');
    await send('collection.update', {
      key: 'proyectos',
      changes: { secondaryQuery: { filters: [text('Name', String(first.Name))] } },
    });
    const journals = await read({
      collection: 'data',
      collKey: 'proyectos',
      place: 'journal',
      where: [['ProjectId', '==', 'p-001']],
    });
    expect(journals.docs?.map((doc) => doc.FireId)).toEqual(
      journalsOfP1.filter((doc) => doc.Name === first.Name).map((doc) => doc.FireId),
    );
    // The main list's filters are not the journals'.
    expect(journals.docs?.every((doc) => doc.ProjectId === 'p-001')).toBe(true);
  });

  it('a widget reading "data" sees the list as the data screens do', async () => {
    const created = await send('document.create', {
      collection: 'widgets',
      docId: 'w-stored-filters',
      data: {
        place: 'company',
        ready: true,
        consumer: 'employee',
        keyOfCollection: 'proyectos',
        query: true,
        querysArray: [{ collection: 'data' }, { collection: 'proyectos' }],
      },
    });
    expect(created).toMatchObject({ status: 'applied' });
    const viaData = await read({ widgetId: 'w-stored-filters', collKey: 'proyectos' });
    const list = await read({ collection: 'data', collKey: 'proyectos' });
    expect(viaData.docs?.map((doc) => doc.FireId).sort()).toEqual(list.docs?.map((doc) => doc.FireId).sort());
    expect(viaData.docs?.length).toBeLessThan(all.length);
    const byName = await read({ widgetId: 'w-stored-filters', entry: 1, collKey: 'proyectos' });
    expect(byName.docs).toHaveLength(all.length);
  });

  it('a stored filter whose value needs the caller (userid) resolves to the caller', async () => {
    await send('collection.update', {
      key: 'proyectos',
      changes: {
        mainQuery: null,
        mainFilter: { filters: [{ field: 'Responsable', condition: '==', dataType: 'userid' }] },
      },
    });
    await send('document.merge', {
      collection: 'proyectos',
      docId: 'p-001',
      data: { Responsable: 'u-employee' },
    });
    const list = await read({ collection: 'data', collKey: 'proyectos' });
    expect(list.docs?.map((doc) => doc.FireId)).toEqual(['p-001']);
  });

  it('clearing them brings the whole list back', async () => {
    await send('collection.update', {
      key: 'proyectos',
      changes: { mainQuery: null, mainFilter: null, secondaryQuery: null },
    });
    expect((await read({ collection: 'data', collKey: 'proyectos' })).docs).toHaveLength(all.length);
  });
});
