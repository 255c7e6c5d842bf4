import { valuesEqual } from '@colmena/shared/query';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocData, StoredDoc } from '../../platform/store/Store';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Issue 3 isolation, for reads: whatever a caller of one tenant asks `POST /api/query` (raw or
 * widget queries, any collection, filter, order or alias), every document answered is that
 * tenant's own, exactly as stored there. The other tenant holds look-alikes under the same
 * collection names and ids, and extra documents made to pass every filter.
 */
let t: TestApp;
const hosts = { demo: 'demo.localhost:8080', develop: 'develop.localhost:8080' } as const;
type Tenant = keyof typeof hosts;
const callers: { tenant: Tenant; who: string | null }[] = [
  ...['admin', 'manager', 'coordinator', 'employee', 'client', null].map((who) => ({
    tenant: 'demo' as const,
    who,
  })),
  { tenant: 'develop', who: 'admin' },
  { tenant: 'develop', who: null },
];
const cookies = new Map<string, string>();
const other = (tenant: Tenant): Tenant => (tenant === 'demo' ? 'develop' : 'demo');
const ownCollection: Record<Tenant, string> = { demo: 'proyectos', develop: 'projects' };

const collections = [
  'proyectos',
  'diarios',
  'incidencias',
  'seguimientos',
  'obras',
  'projects',
  'journals',
  'agenda',
  'widgets',
  'messages',
  'tasksMessages',
  'colors',
  'logs',
  'commands',
  'proyectosDeleted',
];

/** Documents that would pass the policy of any demo caller, were they read from the wrong tenant. */
const lure = (tenant: Tenant, n: number): DocData => ({
  Name: `lure ${tenant} ${n}`,
  Estado: 'Terminado',
  owners: ['c-client'],
  ProjectId: 'p-001',
  LoginID: 'u-client',
  Rol: 'Cliente',
  to: 'u-client',
  participants: ['u-client', 'u-admin'],
  place: 'public',
  mobile: true,
  user: 'u-admin',
  date: '2026-01-20T00:00:00.000Z',
  CreatedAt: '2026-01-20T00:00:00.000Z',
  marker: tenant,
});

beforeAll(async () => {
  t = await createTestApp();
  for (const { tenant, who } of callers) {
    if (who) cookies.set(`${tenant}/${who}`, await t.signIn(hosts[tenant], `${who}@${tenant}.test`));
  }
  // Some commands, so logs and commands hold something in both tenants.
  for (const tenant of Object.keys(hosts) as Tenant[]) {
    const cookie = cookies.get(`${tenant}/admin`) ?? '';
    const collection = ownCollection[tenant];
    const res = await t.request(hosts[tenant], '/api/commands', {
      method: 'POST',
      headers: { cookie },
      json: { id: `iso-${tenant}`, type: 'document.create', payload: { collection, data: { Name: tenant } } },
    });
    expect(res.status).toBe(200);
  }
  // Read both tenants first, then write: each gets look-alikes of the other's documents (same
  // collection names and ids, one field changed) and lures that pass any caller's policy.
  const writes = new Map<Tenant, [string, string, DocData][]>([
    ['demo', []],
    ['develop', []],
  ]);
  for (const tenant of Object.keys(hosts) as Tenant[]) {
    // Stored in `target`, marked as its own: a caller of `tenant` must never see them.
    const target = other(tenant);
    const into = writes.get(target) ?? [];
    for (const collection of collections) {
      const docs = await t.deps.store.query(tenant, { collection, where: [], limit: 40 });
      for (const { FireId, collection: _c, ...data } of docs) {
        into.push([collection, FireId, { ...data, marker: target }]);
      }
      for (let n = 0; n < 3; n++) into.push([collection, `lure-${target}-${n}`, lure(target, n)]);
    }
  }
  for (const [tenant, docs] of writes) {
    await t.deps.store.transaction(tenant, (tx) => {
      for (const [collection, id, data] of docs) tx.set(collection, id, data);
      // The same widget id in both tenants, each querying its own kind of collection.
      tx.set('widgets', 'w-iso', { place: 'company', querysArray: [{ collection: ownCollection[tenant] }] });
    });
  }
});
afterAll(() => t.close());

const value = fc.constantFrom<unknown>(
  'Terminado',
  'Presupuesto',
  'c-client',
  'u-client',
  'u-admin',
  'p-001',
  'Cliente',
  'public',
  'demo',
  'develop',
  true,
  0,
  '2026-01-01T00:00:00.000Z',
);
const field = fc.constantFrom(
  'Estado',
  'Name',
  'owners',
  'ProjectId',
  'LoginID',
  'Rol',
  'to',
  'participants',
  'place',
  'user',
  'date',
  'CreatedAt',
  'marker',
);
const op = fc.constantFrom('==', '!=', '>=', '<', 'array-contains', 'in');
const where = fc
  .tuple(field, op, value)
  .map(([f, o, v]) => [f, o, o === 'in' ? [v] : v] as [string, string, unknown]);
const listBody = fc.record(
  {
    collection: fc.constantFrom(...collections, 'data'),
    where: fc.array(where, { maxLength: 2 }),
    orderBy: fc.tuple(fc.constantFrom('Name', 'CreatedAt', 'date'), fc.constantFrom('asc', 'desc')),
    limit: fc.integer({ min: 1, max: 60 }),
    collKey: fc.constantFrom('proyectos', 'incidencias', 'obras', 'projects'),
    place: fc.constantFrom('company', 'project', 'journal', 'public'),
  },
  { requiredKeys: ['collection'] },
);
const widgetBody = fc.record(
  { widgetId: fc.constant('w-iso'), documentId: fc.constantFrom('p-001', 'lure-demo-0') },
  { requiredKeys: ['widgetId'] },
);

describe('tenant isolation of reads (property, through POST /api/query)', () => {
  it('never answers a document of the other tenant', async () => {
    const statuses = new Map<number, number>();
    let docsSeen = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callers),
        fc.oneof({ weight: 5, arbitrary: listBody }, { weight: 1, arbitrary: widgetBody }),
        async ({ tenant, who }, body) => {
          const cookie = who ? (cookies.get(`${tenant}/${who}`) ?? '') : '';
          const res = await t.request(hosts[tenant], '/api/query', {
            method: 'POST',
            json: body,
            headers: cookie ? { cookie } : {},
          });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect([200, 400, 401, 403, 404]).toContain(res.status);
          if (res.status !== 200) return;
          const { docs } = (await res.json()) as { docs: StoredDoc[] };
          if ('widgetId' in body) for (const doc of docs) expect(doc.collection).toBe(ownCollection[tenant]);
          for (const doc of docs) {
            docsSeen++;
            expect(doc.marker).not.toBe(other(tenant));
            // A log keeps the collection of the change it records (spec §3), not `logs`.
            const path = 'collection' in body && body.collection === 'logs' ? 'logs' : doc.collection;
            const own = await t.deps.store.get(tenant, path, doc.FireId);
            expect(own && valuesEqual(own, doc)).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
    // The property must see plenty of answered documents, or it proves little.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(80);
    expect(docsSeen).toBeGreaterThan(500);
  });
});
