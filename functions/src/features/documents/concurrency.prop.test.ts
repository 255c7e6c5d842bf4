import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

const host = 'demo.localhost:8080';
let app: TestApp;
let cookie: string;
let n = 0;

beforeAll(async () => {
  app = await createTestApp();
  cookie = await app.signIn(host, 'employee@demo.test');
});
afterAll(() => app.close());

const send = async (type: string, payload: unknown) => {
  const res = await app.request(host, '/api/commands', {
    method: 'POST',
    headers: { cookie },
    json: { id: `conc-${++n}`, type, payload },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; result?: { docId: string } };
};

const journalsOf = (projectId: string) =>
  app.deps.store.query('demo', { collection: 'diarios', where: [['ProjectId', '==', projectId]] });
const journalsCount = async (projectId: string) =>
  (await app.deps.store.get('demo', 'proyectos', projectId))?.JournalsCount;

describe('concurrent writers on one project', () => {
  it('50 parallel journal creates: 50 journals, JournalsCount exact, no lost update', async () => {
    const before = (await journalsOf('p-001')).length;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        send('document.create', { collection: 'diarios', data: { ProjectId: 'p-001', Name: `J${i}` } }),
      ),
    );
    expect(outcomes.every((o) => o.status === 'applied')).toBe(true);
    const created = new Set(outcomes.map((o) => o.result?.docId));
    expect(created.size).toBe(50);
    const journals = await journalsOf('p-001');
    expect(journals).toHaveLength(before + 50);
    expect(await journalsCount('p-001')).toBe(before + 50);
    const records = await app.deps.store.query('demo', { collection: 'commands', where: [['seq', '>', 0]] });
    expect(new Set(records.map((r) => r.seq)).size).toBe(records.length);
  });

  it('(property) random parallel creates, deletes and moves of journals keep every count exact', async () => {
    const projects = ['p-002', 'p-003', 'p-004'];
    const op = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({ kind: fc.constant('create' as const), project: fc.constantFrom(...projects) }),
      },
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('reparent' as const),
        pick: fc.nat(),
        project: fc.constantFrom(...projects),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 30 }), async (ops) => {
        const existing = (await Promise.all(projects.map(journalsOf))).flat().map((j) => j.FireId);
        const pick = (i: number) => existing[i % Math.max(existing.length, 1)] ?? 'none';
        await Promise.all(
          ops.map((o) => {
            if (o.kind === 'create')
              return send('document.create', { collection: 'diarios', data: { ProjectId: o.project } });
            if (o.kind === 'delete')
              return send('document.delete', { collection: 'diarios', docId: pick(o.pick) });
            return send('document.merge', {
              collection: 'diarios',
              docId: pick(o.pick),
              data: { ProjectId: o.project },
            });
          }),
        );
        for (const project of projects) {
          expect(await journalsCount(project)).toBe((await journalsOf(project)).length);
        }
      }),
      { numRuns: 25 },
    );
  });
});
