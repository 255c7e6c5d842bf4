import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../../../../security/figure';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Issue 8, defects 2 and 5, through `POST /api/commands`:
 * - clients wrote to everything they could read: `client@demo.test` created, edited, moved and
 *   deleted projects (proyectos has lvlView 0). The collection's write levels (lvlCreate,
 *   lvlEdit, lvlDelete; default 0 = staff, a client ranks below) now refuse them, while the
 *   owner rule still lets a client write the incidencias they own;
 * - chat messages could be forged (a client posted as someone else, rewrote their message,
 *   added participants): generic document writes to `messages` and `tasksMessages` are refused
 *   below level 100.
 * Every refused attempt answers `forbidden` and changes no document, log or counter.
 */
const demo = 'demo.localhost:8080';
let t: TestApp;
const cookies: Record<string, string> = {};
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'coordinator', 'employee', 'client'])
    cookies[who] = await t.signIn(demo, `${who}@demo.test`);
});
afterAll(() => t.close());

type Who = 'admin' | 'coordinator' | 'employee' | 'client';
interface Outcome {
  status: string;
  error?: string;
  result?: { docId?: string };
}

async function send(who: Who, type: string, payload: unknown): Promise<Outcome> {
  const res = await t.request(demo, '/api/commands', {
    method: 'POST',
    headers: { cookie: cookies[who] ?? '' },
    json: { id: `write-levels-${++n}`, type, payload },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Outcome;
}

/** Every document a refused write could have touched, with the audit trail and the counter. */
const watched = [
  'proyectos',
  'proyectosDeleted',
  'diarios',
  'diariosDeleted',
  'incidencias',
  'seguimientos',
  'obras',
  'messages',
  'tasksMessages',
  'logs',
  'meta',
];
async function snapshot(): Promise<string> {
  const all = await Promise.all(watched.map((collection) => t.deps.store.query('demo', { collection })));
  return JSON.stringify(all);
}

const thread = async (id: string) => {
  const doc = await t.deps.store.get('demo', 'messages', id);
  if (!doc) throw new Error(`no thread ${id}`);
  return doc as unknown as {
    participants: string[];
    msjArray: { key: string; from: string; body: string }[];
  };
};

/** Attempts by who, type and payload: each must be refused with `forbidden` and change nothing. */
async function refusals(): Promise<[string, Who, string, unknown][]> {
  const m2 = await thread('m-002');
  const m3 = await thread('m-003');
  const asCoordinator = { key: 'forged-1', from: 'u-coordinator', body: 'Os hago un 50 % de descuento' };
  return [
    // Defect 2: projects and their journals, which a client may read.
    [
      'client creates a project',
      'client',
      'document.create',
      { collection: 'proyectos', data: { Name: 'Mío' } },
    ],
    [
      'client merges a project',
      'client',
      'document.merge',
      { collection: 'proyectos', docId: 'p-001', data: { Presupuesto: 1 } },
    ],
    [
      'client replaces a project',
      'client',
      'document.replace',
      { collection: 'proyectos', docId: 'p-001', data: { Name: 'x' } },
    ],
    ['client deletes a project', 'client', 'document.delete', { collection: 'proyectos', docId: 'p-002' }],
    [
      'client moves a project to obras',
      'client',
      'document.move',
      { collection: 'proyectos', docId: 'p-003', to: 'obras' },
    ],
    [
      'client moves a project to its Deleted copy',
      'client',
      'document.move',
      { collection: 'proyectos', docId: 'p-003', to: 'proyectosDeleted' },
    ],
    [
      'client backs up a project with its journals',
      'client',
      'project.deleteData',
      { collKey: 'proyectos', projectId: 'p-004' },
    ],
    [
      'client moves a project into incidencias',
      'client',
      'project.deleteData',
      { collKey: 'proyectos', projectId: 'p-004', to: 'incidencias' },
    ],
    [
      'client creates a journal',
      'client',
      'document.create',
      { collection: 'diarios', data: { ProjectId: 'p-001', Name: 'x' } },
    ],
    [
      'client merges a journal',
      'client',
      'document.merge',
      { collection: 'diarios', docId: 'd-001-1', data: { Notas: 'x' } },
    ],
    ['client deletes a journal', 'client', 'document.delete', { collection: 'diarios', docId: 'd-001-1' }],
    [
      'client creates a project that does not exist yet by merge',
      'client',
      'document.merge',
      { collection: 'proyectos', docId: 'nope', data: { Name: 'x' } },
    ],
    [
      'client creates a public work',
      'client',
      'document.create',
      { collection: 'obras', data: { Name: 'x' } },
    ],
    // The owner rule: only what they own, and never give it away or claim another's.
    [
      // A valid change (an Estado the demo declares): refused for whose it is, not for its value.
      'client merges an incidencia of another',
      'client',
      'document.merge',
      { collection: 'incidencias', docId: 'i-002', data: { Estado: 'Resuelta' } },
    ],
    [
      'client creates an unowned incidencia',
      'client',
      'document.create',
      { collection: 'incidencias', data: { Name: 'x', owners: ['c-cliente-02'] } },
    ],
    [
      'client gives their incidencia away',
      'client',
      'document.merge',
      { collection: 'incidencias', docId: 'i-001', data: { owners: ['c-cliente-02'] } },
    ],
    [
      'client moves their incidencia into proyectos',
      'client',
      'document.move',
      { collection: 'incidencias', docId: 'i-007', to: 'proyectos' },
    ],
    // Below the obras levels (10), an employee.
    [
      'employee creates a public work',
      'employee',
      'document.create',
      { collection: 'obras', data: { Name: 'x' } },
    ],
    [
      'employee moves a project to obras',
      'employee',
      'document.move',
      { collection: 'proyectos', docId: 'p-005', to: 'obras' },
    ],
    // Defect 5: messages and tasks.
    [
      'client starts a thread posting as the admin',
      'client',
      'document.create',
      {
        collection: 'messages',
        data: {
          participants: ['u-client', 'u-admin'],
          msjArray: [{ key: 'f', from: 'u-admin', body: 'Aprobado' }],
        },
      },
    ],
    [
      'client posts as the coordinator',
      'client',
      'document.merge',
      { collection: 'messages', docId: 'm-002', data: { msjArray: [...m2.msjArray, asCoordinator] } },
    ],
    [
      "client rewrites the coordinator's message",
      'client',
      'document.replace',
      {
        collection: 'messages',
        docId: 'm-002',
        data: {
          ...m2,
          msjArray: m2.msjArray.map((m) => (m.from === 'u-coordinator' ? { ...m, body: 'Gratis' } : m)),
        },
      },
    ],
    [
      'client adds the admin to a thread',
      'client',
      'document.merge',
      { collection: 'messages', docId: 'm-002', data: { participants: [...m2.participants, 'u-admin'] } },
    ],
    [
      'client deletes a thread of theirs',
      'client',
      'document.delete',
      { collection: 'messages', docId: 'm-002' },
    ],
    [
      'employee posts as the coordinator',
      'employee',
      'document.merge',
      { collection: 'messages', docId: 'm-003', data: { msjArray: [...m3.msjArray, asCoordinator] } },
    ],
    [
      'coordinator adds a participant',
      'coordinator',
      'document.merge',
      { collection: 'messages', docId: 'm-003', data: { participants: [...m3.participants, 'u-client'] } },
    ],
    [
      'client sends a task',
      'client',
      'document.create',
      { collection: 'tasksMessages', data: { title: 'Pagar', to: 'u-admin' } },
    ],
    [
      'coordinator sends a task by a document write',
      'coordinator',
      'document.create',
      { collection: 'tasksMessages', data: { title: 'x', to: 'u-employee' } },
    ],
    [
      'employee rewrites their task',
      'employee',
      'document.merge',
      { collection: 'tasksMessages', docId: 't-002', data: { title: 'Nada' } },
    ],
  ];
}

describe('writes beyond the write levels, and forged messages', () => {
  it('are refused forbidden, one by one, and change nothing', async () => {
    const attempts = await refusals();
    const before = await snapshot();
    const allowed: string[] = [];
    for (const [name, who, type, payload] of attempts) {
      const outcome = await send(who, type, payload);
      if (outcome.status !== 'rejected' || outcome.error !== 'forbidden')
        allowed.push(`${name}: ${JSON.stringify(outcome)}`);
    }
    const unchanged = (await snapshot()) === before;
    reportFigure({
      name: 'writes beyond the write levels or forging messages, refused with nothing changed',
      value: `${attempts.length - allowed.length} of ${attempts.length}`,
      target: `${attempts.length} of ${attempts.length}`,
      ok: allowed.length === 0 && unchanged,
    });
    expect(allowed).toEqual([]);
    expect(unchanged).toBe(true);
  });
});

describe('what each may still write', () => {
  it.each<[string, Who, string, unknown]>([
    [
      'the admin merges a project',
      'admin',
      'document.merge',
      { collection: 'proyectos', docId: 'p-010', data: { Estado: 'En curso' } },
    ],
    [
      'an employee creates a project',
      'employee',
      'document.create',
      { collection: 'proyectos', data: { Name: 'Nuevo' } },
    ],
    [
      'an employee replaces a journal',
      'employee',
      'document.replace',
      { collection: 'diarios', docId: 'd-010-1', data: { ProjectId: 'p-010', Name: 'Visita' } },
    ],
    [
      'an employee deletes a journal',
      'employee',
      'document.delete',
      { collection: 'diarios', docId: 'd-011-1' },
    ],
    [
      'a coordinator moves a project to obras',
      'coordinator',
      'document.move',
      { collection: 'proyectos', docId: 'p-012', to: 'obras' },
    ],
    [
      'the admin backs up a project with its journals',
      'admin',
      'project.deleteData',
      { collKey: 'proyectos', projectId: 'p-013' },
    ],
    [
      'a client edits an incidencia they own',
      'client',
      'document.merge',
      { collection: 'incidencias', docId: 'i-001', data: { Estado: 'Resuelta' } },
    ],
    [
      'a client opens an incidencia as its owner',
      'client',
      'document.create',
      { collection: 'incidencias', data: { Name: 'Grieta', owners: ['c-client'] } },
    ],
    [
      'a client follows up an incidencia they own',
      'client',
      'document.create',
      { collection: 'seguimientos', data: { ProjectId: 'i-007', Name: 'Sigue' } },
    ],
    [
      'the admin repairs a thread',
      'admin',
      'document.merge',
      { collection: 'messages', docId: 'm-001', data: { watchedArray: [] } },
    ],
  ])('%s', async (_case, who, type, payload) => {
    expect(await send(who, type, payload)).toMatchObject({ status: 'applied' });
  });

  it('the company answer carries the write levels, so the screens can hide what would be refused', async () => {
    const res = await t.request(demo, '/api/company', { headers: { cookie: cookies.client ?? '' } });
    const company = (await res.json()) as { collections: Record<string, unknown>[] };
    const proyectos = company.collections.find((c) => c.key === 'proyectos');
    expect(proyectos).toMatchObject({ lvlCreate: 0, lvlEdit: 0, lvlDelete: 0 });
  });
});
