import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ids, type QueryAnswer, seed, startQueryTestApp } from '../../testing/queryTestApp';

let app: Awaited<ReturnType<typeof startQueryTestApp>>;
const query = (who: string | null, body: unknown): Promise<QueryAnswer> => app.query(who, body);

beforeAll(async () => {
  app = await startQueryTestApp();
});
afterAll(() => app.close());

/** An unsaved widget as the editor holds it. */
const draft = (querysArray: unknown[], extra: Record<string, unknown> = {}) => ({
  place: 'company',
  keyOfCollection: 'ALLCOLLECTIONS',
  type: 'chart',
  width: 2,
  height: 1,
  querysArray,
  ...extra,
});

describe('POST /api/query {previewWidget, entry}: the widget editor preview', () => {
  it('runs an unsaved widget’s entries: filters, then order and limit', async () => {
    const widget = draft([
      {
        collection: 'proyectos',
        filters: [{ field: 'Estado', condition: '==', dataType: 'text', data: 'Terminado' }],
      },
      { collection: 'proyectos', order: { field: 'Name', direction: 'desc' }, limit: 3 },
    ]);
    const filtered = await query('admin', { previewWidget: widget });
    expect(filtered.status).toBe(200);
    const done = seed('proyectos').filter((p) => p.Estado === 'Terminado');
    expect(done.length).toBeGreaterThan(0);
    expect(ids(filtered.body.docs)).toEqual(ids(done));

    const ordered = await query('admin', { previewWidget: widget, entry: 1 });
    expect(ordered.status).toBe(200);
    const names = seed('proyectos')
      .map((p) => String(p.Name))
      .sort()
      .reverse();
    expect(ordered.body.docs.map((d) => d.Name)).toEqual(names.slice(0, 3));
  });

  it('resolves dataid and "data" as the saved widget would (the project on screen)', async () => {
    const widget = draft(
      [
        { collection: 'diarios', filters: [{ field: 'ProjectId', condition: '==', dataType: 'dataid' }] },
        {
          collection: 'data',
          filters: [{ field: 'Estado', condition: '==', dataType: 'datafield', data: 'Estado' }],
        },
      ],
      { place: 'project', keyOfCollection: 'proyectos' },
    );
    const on = { previewWidget: widget, collKey: 'proyectos', documentId: 'p-001' };
    const journals = await query('admin', on);
    expect(journals.status).toBe(200);
    const expected = seed('diarios').filter((d) => d.ProjectId === 'p-001');
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(journals.body.docs)).toEqual(ids(expected));

    const sameState = await query('admin', { ...on, entry: 1 });
    expect(sameState.status).toBe(200);
    const p001 = seed('proyectos').find((p) => p.FireId === 'p-001');
    expect(ids(sameState.body.docs)).toEqual(ids(seed('proyectos').filter((p) => p.Estado === p001?.Estado)));
  });

  it.each<[string, string | null, unknown, number, string]>([
    ['a manager', 'manager', { previewWidget: draft([{ collection: 'proyectos' }]) }, 403, 'forbidden'],
    ['an employee', 'employee', { previewWidget: draft([{ collection: 'proyectos' }]) }, 403, 'forbidden'],
    ['a client', 'client', { previewWidget: draft([{ collection: 'incidencias' }]) }, 403, 'forbidden'],
    [
      'a visitor',
      null,
      { previewWidget: draft([{ collection: 'proyectos' }], { place: 'public' }) },
      401,
      'unauthenticated',
    ],
    [
      'a widget its kind refuses',
      'admin',
      { previewWidget: draft([{ collection: 'proyectos' }], { settings: { chartType: 'radar' } }) },
      400,
      'bad_request',
    ],
    [
      'a widget without a place',
      'admin',
      { previewWidget: { querysArray: [{ collection: 'proyectos' }] } },
      400,
      'bad_request',
    ],
    [
      'a missing entry',
      'admin',
      { previewWidget: draft([{ collection: 'proyectos' }]), entry: 2 },
      404,
      'not_found',
    ],
    [
      'a preview mixed with a stored widget',
      'admin',
      { previewWidget: draft([{ collection: 'proyectos' }]), widgetId: 'w-company-stats' },
      400,
      'bad_request',
    ],
    [
      'a preview mixed with a raw query',
      'admin',
      { previewWidget: draft([]), collection: 'proyectos' },
      400,
      'bad_request',
    ],
  ])('refuses %s', async (_case, who, body, status, error) => {
    const res = await query(who, body);
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(error);
    expect(res.body.docs).toBeUndefined();
  });

  it('keeps the read policy and index rules: a composite query the company has not declared is refused', async () => {
    const widget = draft([
      {
        collection: 'incidencias',
        filters: [{ field: 'Estado', condition: '==', dataType: 'text', data: 'x' }],
        order: { field: 'Prioridad', direction: 'asc' },
      },
    ]);
    const res = await query('admin', { previewWidget: widget });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('query_requires_index');
  });
});
