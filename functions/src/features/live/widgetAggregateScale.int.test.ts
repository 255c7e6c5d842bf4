import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveFollower } from '../../testing/liveFollower';
import { type LiveTestServer, startLiveTestServer } from '../../testing/liveTestServer';

/**
 * Issue 10 point 3: a dashboard of charts and pivots over 10,000 documents on the page's one
 * live stream. As documents, each such query was a 1.5 MB snapshot and six of them overflowed
 * the stream's 8 MiB buffer, which dropped the stream (and every other subscription of the
 * page) on every reopen; as aggregates the eight below are a few KB together.
 */

const documents = 10_000;
const estados = ['Nuevo', 'En curso', 'Pausado', 'Terminado', 'Cancelado'];

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
  const { store } = s.t.deps;
  await store.transaction('demo', async (tx) => {
    const company = await tx.getCompany();
    const { FireId: _id, collection: _collection, ...data } = (company ?? {}) as Record<string, unknown>;
    const defs = Array.isArray(data.collectionsArray) ? data.collectionsArray : [];
    const ventas = { key: 'ventas', name: 'Ventas', mainCollection: 'ventas', lvlView: 0 };
    tx.setCompany({ ...data, collectionsArray: [...defs, ventas] });
  });
  for (let start = 0; start < documents; start += 500) {
    await store.transaction('demo', (tx) => {
      for (let i = start; i < Math.min(documents, start + 500); i += 1)
        tx.set('ventas', `v-${String(i).padStart(5, '0')}`, {
          Name: `Venta ${i}`,
          Estado: estados[i % 5],
          Importe: (i * 37) % 5000,
          Fecha: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
          Cliente: `Cliente ${i % 50}`,
        });
    });
  }
  await store.transaction('demo', (tx) => {
    for (let k = 0; k < 8; k += 1) {
      // Each its own query (a filter of its own), so no two could share a subscription.
      const querysArray = [
        { collection: 'ventas', filters: [{ field: 'Importe', condition: '>=', dataType: 'text', data: k }] },
      ];
      tx.set('widgets', `w-scale-${k}`, {
        place: 'company',
        querysArray,
        ...(k % 2
          ? {
              type: 'pivot',
              settings: {
                pivot: {
                  rows: ['Cliente'],
                  cols: ['Estado'],
                  values: [{ agg: 'sum', field: 'Importe' }, { agg: 'count' }],
                },
              },
            }
          : {
              type: 'chart',
              settings: { grouping: 'month', groupField: 'Fecha', aggregation: 'sum', valueField: 'Importe' },
            }),
      });
    }
  });
}, 120_000);
afterAll(() => s.close());

describe('charts and pivots over 10,000 documents on one live stream', () => {
  it('eight arrive as their aggregates, a few KB in all, and follow a write', async () => {
    const subs = Array.from({ length: 8 }, (_, k) => ({
      id: `w${k}`,
      query: { widgetId: `w-scale-${k}`, entry: 0, aggregate: true },
    }));
    const stream = new LiveFollower(await s.open('employee', subs));
    await stream.until('every aggregate', (f) => subs.every(({ id }) => f.ids(id).length === 1), 30_000);
    const bytes = Buffer.byteLength(stream.raw());
    expect(bytes).toBeLessThan(100_000);
    const pivot = stream.shown.get('w1')?.[0]?.doc.pivot as { documentCount: number; grandTotal: number[] };
    // Importe ≥ 1: every document but those whose (i × 37) mod 5000 is 0, i.e. i a multiple of 5000.
    expect(pivot.documentCount).toBe(documents - 2);
    expect(pivot.grandTotal[1]).toBe(documents - 2);

    await s.write('ventas', 'v-new', {
      Name: 'Nueva',
      Estado: 'Nuevo',
      Importe: 10,
      Fecha: '2026-01-01',
      Cliente: 'Cliente 0',
    });
    await stream.until('every aggregate follows the write', (f) =>
      subs.every(({ id }) => f.history(id, '~pivot').length === 2),
    );
    const after = stream.shown.get('w1')?.at(-1)?.doc.pivot as { documentCount: number };
    expect(after.documentCount).toBe(documents - 1);
  }, 60_000);
});
