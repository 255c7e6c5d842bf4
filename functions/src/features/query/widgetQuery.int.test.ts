import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData, StoredDoc } from '../../platform/store/Store';
import { ids, type QueryAnswer, seed, startQueryTestApp } from '../../testing/queryTestApp';

let app: Awaited<ReturnType<typeof startQueryTestApp>>;
const query = (who: string | null, body: unknown): Promise<QueryAnswer> => app.query(who, body);

/** Stored widgets with one querysArray entry each (the test app's clock is 2026-02-01T10:00Z). */
const widgets: Record<string, DocData> = {
  'w-text': {
    place: 'company',
    keyOfCollection: 'ALLCOLLECTIONS',
    querysArray: [
      {
        collection: 'proyectos',
        filters: [{ field: 'Estado', condition: '==', dataType: 'text', data: 'Terminado' }],
      },
      // A second entry: blank filter rows and order fields the editor leaves are ignored.
      {
        collection: 'proyectos',
        limit: 2,
        filters: [{ field: ' ', condition: '==', dataType: 'text', data: '' }],
        order: { field: 'Name', direction: 'asc' },
      },
    ],
  },
  'w-recent': {
    place: 'company',
    keyOfCollection: 'ALLCOLLECTIONS',
    querysArray: [
      {
        collection: 'proyectos',
        filters: [{ field: 'CreatedAt', condition: '>=', dataType: 'xDaysAgo', data: 40 }],
        order: { field: 'CreatedAt', direction: 'desc' },
      },
      { collection: 'proyectos', filters: [{ field: 'CreatedAt', condition: '>=', dataType: 'day1year' }] },
      { collection: 'proyectos', filters: [{ field: 'CreatedAt', condition: '>=', dataType: 'day1month' }] },
      {
        collection: 'proyectos',
        filters: [{ field: 'CreatedAt', condition: '<', dataType: 'date', data: '2024-09-01' }],
      },
    ],
  },
  'w-my-tasks': {
    place: 'company',
    keyOfCollection: 'ALLCOLLECTIONS',
    querysArray: [
      {
        collection: 'tasksMessages',
        filters: [
          { field: 'to', condition: '==', dataType: 'userid' },
          { field: 'completed', condition: '==', dataType: 'boolFalse' },
        ],
      },
      {
        collection: 'tasksMessages',
        filters: [{ field: 'completed', condition: '==', dataType: 'boolTrue' }],
      },
    ],
  },
  'w-project-journals': {
    place: 'project',
    keyOfCollection: 'proyectos',
    querysArray: [
      {
        collection: 'diarios',
        filters: [{ field: 'ProjectId', condition: '==', dataType: 'dataid' }],
      },
      // Projects in the same state as the one on screen.
      {
        collection: 'data',
        filters: [{ field: 'Estado', condition: '==', dataType: 'datafield', data: 'Estado' }],
      },
    ],
  },
  'w-journal-siblings': {
    place: 'journal',
    keyOfCollection: 'ALLCOLLECTIONS',
    querysArray: [
      {
        collection: 'data',
        filters: [{ field: 'ProjectId', condition: '==', dataType: 'datafield', data: 'ProjectId' }],
      },
    ],
  },
  'w-managers': {
    place: 'company',
    consumer: 'manager',
    keyOfCollection: 'ALLCOLLECTIONS',
    querysArray: [{ collection: 'proyectos' }],
  },
  'w-public-works': {
    place: 'public',
    keyOfCollection: 'ALLCOLLECTIONS',
    querysArray: [{ collection: 'obras' }, { collection: 'proyectos' }],
  },
  'w-issues': {
    place: 'company',
    keyOfCollection: 'incidencias',
    querysArray: [
      { collection: 'data' },
      {
        collection: 'incidencias',
        filters: [{ field: 'Estado', condition: '==', dataType: 'text', data: 'x' }],
        order: { field: 'Prioridad', direction: 'asc' },
      },
    ],
  },
};

/** A project of this month, so day1month has something to find. */
const february = { Name: 'Zz febrero', CreatedAt: '2026-02-01T08:00:00.000Z' };

beforeAll(async () => {
  app = await startQueryTestApp();
  await app.t.deps.store.transaction('demo', (tx) => {
    for (const [id, data] of Object.entries(widgets)) tx.set('widgets', id, data);
    tx.set('proyectos', 'p-feb', february);
  });
});
afterAll(() => app.close());

const proyectos: StoredDoc[] = [
  ...seed('proyectos'),
  { FireId: 'p-feb', collection: 'proyectos', ...february },
];
const since = (iso: string) => proyectos.filter((p) => String(p.CreatedAt) >= iso);

describe('POST /api/query with a widget query (spec §7 filter value kinds)', () => {
  it.each<[string, unknown, typeof proyectos]>([
    ['text', { widgetId: 'w-text' }, proyectos.filter((p) => p.Estado === 'Terminado')],
    // 2026-02-01 00:00 UTC minus 40 days.
    ['xDaysAgo', { widgetId: 'w-recent' }, since('2025-12-23T00:00:00.000Z')],
    ['day1year', { widgetId: 'w-recent', entry: 1 }, since('2026-01-01T00:00:00.000Z')],
    ['day1month', { widgetId: 'w-recent', entry: 2 }, since('2026-02-01T00:00:00.000Z')],
    ['date', { widgetId: 'w-recent', entry: 3 }, proyectos.filter((p) => String(p.CreatedAt) < '2024-09-01')],
  ])('%s', async (_kind, body, expected) => {
    const { status, body: answer } = await query('employee', body);
    expect(status).toBe(200);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(answer.docs)).toEqual(ids(expected));
  });

  it('applies the entry order and limit', async () => {
    const { body } = await query('admin', { widgetId: 'w-recent' });
    const dates = body.docs.map((d) => String(d.CreatedAt));
    expect(dates).toEqual([...dates].sort().reverse());
    const limited = await query('admin', { widgetId: 'w-text', entry: 1 });
    expect(limited.body.docs.map((d) => d.Name)).toEqual(
      proyectos
        .map((p) => String(p.Name))
        .sort()
        .slice(0, 2),
    );
  });

  it('userid and boolFalse: the caller’s own open tasks', async () => {
    const tasks = seed('tasksMessages');
    for (const who of ['admin', 'coordinator']) {
      const { status, body } = await query(who, { widgetId: 'w-my-tasks' });
      expect(status).toBe(200);
      expect(ids(body.docs)).toEqual(ids(tasks.filter((t) => t.to === `u-${who}` && t.completed === false)));
    }
  });

  it('boolTrue, with the policy still on: below level 100 only tasks addressed to the caller', async () => {
    const tasks = seed('tasksMessages');
    const { body } = await query('coordinator', { widgetId: 'w-my-tasks', entry: 1 });
    expect(ids(body.docs)).toEqual(
      ids(tasks.filter((t) => t.to === 'u-coordinator' && t.completed === true)),
    );
  });

  it('dataid: the journals of the project on screen', async () => {
    const { body } = await query('employee', { widgetId: 'w-project-journals', documentId: 'p-001' });
    const expected = seed('diarios').filter((d) => d.ProjectId === 'p-001');
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(body.docs)).toEqual(ids(expected));
  });

  it('datafield and "data" on a project: the main collection, by a field of the document on screen', async () => {
    const p001 = proyectos.find((p) => p.FireId === 'p-001');
    const { status, body } = await query('employee', {
      widgetId: 'w-project-journals',
      entry: 1,
      documentId: 'p-001',
    });
    expect(status).toBe(200);
    expect(ids(body.docs)).toEqual(ids(proyectos.filter((p) => p.Estado === p001?.Estado)));
  });

  it('datafield and "data" on a journal: the secondary collection of the route’s collKey', async () => {
    const { status, body } = await query('employee', {
      widgetId: 'w-journal-siblings',
      collKey: 'proyectos',
      documentId: 'd-001-1',
    });
    expect(status).toBe(200);
    expect(ids(body.docs)).toEqual(ids(seed('diarios').filter((d) => d.ProjectId === 'p-001')));
    for (const doc of body.docs) expect(doc.collection).toBe('diarios');
  });

  it('answers "One of the values is undefined!!!" when a value is missing', async () => {
    for (const body of [
      { widgetId: 'w-project-journals' },
      { widgetId: 'w-project-journals', entry: 1, documentId: 'p-missing' },
      { widgetId: 'w-my-tasks' },
    ]) {
      const who = body.widgetId === 'w-my-tasks' ? null : 'employee';
      const res = await query(who, body);
      if (who === null) {
        // A visitor never reaches a company widget's values.
        expect(res.status).toBe(401);
        continue;
      }
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'value_undefined', message: 'One of the values is undefined!!!' });
    }
  });
});

describe('widget queries keep the read policy', () => {
  it('"data" on a widget tied to incidencias gives a client only what they own', async () => {
    const { status, body } = await query('client', { widgetId: 'w-issues' });
    expect(status).toBe(200);
    const own = seed('incidencias').filter((d) => (d.owners as string[]).includes('c-client'));
    expect(ids(body.docs)).toEqual(ids(own));
  });

  it('a datafield never reads a document the caller may not see', async () => {
    // i-002 is not the client's: its fields stay unknown, as if it did not exist.
    const notMine = seed('incidencias').find((d) => !(d.owners as string[]).includes('c-client'));
    await app.t.deps.store.transaction('demo', (tx) =>
      tx.set('widgets', 'w-issue-peek', {
        place: 'project',
        keyOfCollection: 'incidencias',
        querysArray: [
          {
            collection: 'data',
            filters: [{ field: 'Estado', condition: '==', dataType: 'datafield', data: 'Estado' }],
          },
        ],
      }),
    );
    const res = await query('client', { widgetId: 'w-issue-peek', documentId: notMine?.FireId });
    expect(res.body.error).toBe('value_undefined');
    const manager = await query('manager', { widgetId: 'w-issue-peek', documentId: notMine?.FireId });
    expect(manager.status).toBe(200);
  });

  it.each([
    ['a widget for managers, asked by an employee', 'employee', { widgetId: 'w-managers' }, 404],
    ['a widget for managers, asked by a manager', 'manager', { widgetId: 'w-managers' }, 200],
    ['a company widget, asked by a visitor', null, { widgetId: 'w-text' }, 401],
    ['a public widget on a public collection, asked by a visitor', null, { widgetId: 'w-public-works' }, 200],
    [
      'a public widget on a private collection, asked by a visitor',
      null,
      { widgetId: 'w-public-works', entry: 1 },
      401,
    ],
    ['an unknown widget', 'admin', { widgetId: 'w-nope' }, 404],
    ['a missing entry', 'admin', { widgetId: 'w-text', entry: 5 }, 404],
    ['a widget query mixed with a raw one', 'admin', { widgetId: 'w-text', collection: 'proyectos' }, 400],
    ['a negative entry', 'admin', { widgetId: 'w-text', entry: -1 }, 400],
  ])('%s → %i', async (_name, who, body, status) => {
    expect((await query(who, body)).status).toBe(status);
  });

  it('refuses an entry that needs an undeclared composite index, as a raw query', async () => {
    const res = await query('admin', { widgetId: 'w-issues', entry: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('query_requires_index');
  });
});
