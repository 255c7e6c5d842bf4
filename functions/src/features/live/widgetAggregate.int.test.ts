import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveFollower } from '../../testing/liveFollower';
import { type LiveTestServer, startLiveTestServer } from '../../testing/liveTestServer';
import { seed } from '../../testing/queryTestApp';

/**
 * Charts and pivots ask for the pivot of their entry (`aggregate: true`) instead of its
 * documents: the server computes it over what the caller may read, through POST /api/query and
 * live, and sends that one document (issue 10: 10,000 documents were 1.5 MB a query).
 */

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
  await s.write('widgets', 'w-agg-chart', {
    place: 'company',
    type: 'chart',
    querysArray: [{ collection: 'proyectos' }],
    settings: { grouping: 'value', groupField: 'Estado', aggregation: 'count' },
  });
  await s.write('widgets', 'w-agg-issues', {
    place: 'company',
    type: 'pivot',
    keyOfCollection: 'incidencias',
    querysArray: [{ collection: 'data' }],
    settings: { pivot: { rows: ['Estado'], cols: [], values: [{ agg: 'count' }] } },
  });
  await s.write('widgets', 'w-agg-god', {
    place: 'company',
    type: 'pivot',
    consumer: 'god',
    querysArray: [{ collection: 'proyectos' }],
  });
  await s.write('widgets', 'w-agg-table', {
    place: 'company',
    type: 'table',
    querysArray: [{ collection: 'proyectos' }],
  });
  await s.write('widgets', 'w-agg-logic', {
    place: 'company',
    type: 'chart',
    logic: true,
    logicFunction: 'function main(input) { return input; }',
    querysArray: [{ collection: 'proyectos' }],
  });
});
afterAll(() => s.close());

/** Documents per value of a field, counted by hand from the seed. */
function countBy(docs: Record<string, unknown>[], field: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const doc of docs) {
    const key = String(doc[field]);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

interface Pivot {
  rows: { key: unknown[]; total: number[] }[];
  documentCount: number;
}
const counts = (pivot: Pivot) => Object.fromEntries(pivot.rows.map((r) => [String(r.key[0]), r.total[0]]));
const pivotOf = (docs: unknown) => {
  const [doc] = docs as { FireId: string; pivot: Pivot }[];
  expect(docs).toHaveLength(1);
  expect(doc?.FireId).toBe('~pivot');
  return doc?.pivot as Pivot;
};

describe('POST /api/query with aggregate: true', () => {
  it('a chart gets the pivot of its entry, not its documents', async () => {
    const answer = await s.post('employee', '/api/query', {
      widgetId: 'w-agg-chart',
      entry: 0,
      aggregate: true,
    });
    expect(answer.status).toBe(200);
    const pivot = pivotOf((answer.body as { docs: unknown }).docs);
    expect(counts(pivot)).toEqual(countBy(seed('proyectos'), 'Estado'));
    expect(pivot.documentCount).toBe(seed('proyectos').length);
  });

  it('the pivot holds only what the caller may read (owner filter)', async () => {
    const own = seed('incidencias').filter((d) => (d.owners as string[]).includes('c-client'));
    const client = await s.post('client', '/api/query', {
      widgetId: 'w-agg-issues',
      entry: 0,
      aggregate: true,
    });
    expect(counts(pivotOf((client.body as { docs: unknown }).docs))).toEqual(countBy(own, 'Estado'));
    const admin = await s.post('admin', '/api/query', {
      widgetId: 'w-agg-issues',
      entry: 0,
      aggregate: true,
    });
    expect(counts(pivotOf((admin.body as { docs: unknown }).docs))).toEqual(
      countBy(seed('incidencias'), 'Estado'),
    );
  });

  it.each([
    ['a widget the caller may not see', 'client', { widgetId: 'w-agg-god', entry: 0, aggregate: true }, 404],
    ['a kind that draws documents', 'admin', { widgetId: 'w-agg-table', entry: 0, aggregate: true }, 400],
    [
      'a chart with a logic function (it needs the documents)',
      'admin',
      { widgetId: 'w-agg-logic', entry: 0, aggregate: true },
      400,
    ],
    [
      'another entry than the kind draws',
      'admin',
      { widgetId: 'w-agg-chart', entry: 1, aggregate: true },
      404,
    ],
    ['aggregate other than true', 'admin', { widgetId: 'w-agg-chart', entry: 0, aggregate: 'yes' }, 400],
    ['a visitor', 'nobody', { widgetId: 'w-agg-chart', entry: 0, aggregate: true }, 401],
  ])('%s → %i', async (_name, who, body, status) => {
    expect((await s.post(who, '/api/query', body)).status).toBe(status);
  });

  it('the editor’s preview: the unsaved chart’s pivot, for level 100 only', async () => {
    const previewWidget = {
      place: 'company',
      type: 'chart',
      querysArray: [{ collection: 'proyectos' }],
      settings: { grouping: 'value', groupField: 'Habitación' },
    };
    const admin = await s.post('admin', '/api/query', { previewWidget, entry: 0, aggregate: true });
    expect(counts(pivotOf((admin.body as { docs: unknown }).docs))).toEqual(
      countBy(seed('proyectos'), 'Habitación'),
    );
    expect(
      (await s.post('manager', '/api/query', { previewWidget, entry: 0, aggregate: true })).status,
    ).not.toBe(200);
  });
});

describe('a live aggregate', () => {
  it('is one document, modified when the pivot changes and silent when it does not', async () => {
    const stream = new LiveFollower(
      await s.open('employee', [
        { id: 'chart', query: { widgetId: 'w-agg-chart', entry: 0, aggregate: true } },
      ]),
    );
    await stream.until('the first pivot', (f) => f.ids('chart').length > 0);
    const before = countBy(seed('proyectos'), 'Estado');
    await s.write('proyectos', 'p-agg-1', { Name: 'Nueva', Estado: 'Terminado' });
    await stream.until('the pivot with the new project', (f) => f.history('chart', '~pivot').length === 2);
    // A change no group sees (the name), then one that moves a count: only the second is sent.
    await s.write('proyectos', 'p-agg-1', { Name: 'Renombrada', Estado: 'Terminado' });
    await s.write('proyectos', 'p-agg-2', { Name: 'Otra', Estado: 'Nuevo estado' });
    await stream.until('the pivot with the new group', (f) => f.history('chart', '~pivot').length === 3);
    expect(stream.history('chart', '~pivot')).toEqual(['snapshot', 'modified', 'modified']);
    const last = stream.shown.get('chart')?.at(-1)?.doc as unknown as { pivot: Pivot };
    expect(counts(last.pivot)).toEqual({
      ...before,
      Terminado: (before.Terminado ?? 0) + 1,
      'Nuevo estado': 1,
    });
    for (const shown of stream.shown.get('chart') ?? []) expect(shown.doc.FireId).toBe('~pivot');
  });

  it('keeps the owner filter: another client’s incidencia moves nothing', async () => {
    const stream = new LiveFollower(
      await s.open('client', [
        { id: 'issues', query: { widgetId: 'w-agg-issues', entry: 0, aggregate: true } },
      ]),
    );
    await stream.until('the first pivot', (f) => f.ids('issues').length > 0);
    await s.write('incidencias', 'i-agg-other', { Name: 'Ajena', Estado: 'Ajeno', owners: ['c-cliente-02'] });
    await s.write('incidencias', 'i-agg-mine', { Name: 'Mía', Estado: 'Propio', owners: ['c-client'] });
    await stream.until('the client’s own incidencia', (f) => f.history('issues', '~pivot').length === 2);
    const last = stream.shown.get('issues')?.at(-1)?.doc as unknown as { pivot: Pivot };
    expect(counts(last.pivot).Propio).toBe(1);
    expect(counts(last.pivot).Ajeno).toBeUndefined();
    expect(stream.raw()).not.toContain('Ajen');
  });
});
