import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayCommands } from '../../platform/commands/replayCommands';
import { openDatabase } from '../../platform/sqlite/openDatabase';
import type { DocChange, StoredDoc } from '../../platform/store/Store';
import { SqliteStore } from '../../platform/store/sqlite/SqliteStore';
import {
  type Changes,
  type LiveTestServer,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';
import { allCommands } from '../replay/allCommands';

/**
 * Issue 14 task inbox: task.assign (staff), task.complete and task.received (the recipient),
 * who reads which task through the API and the live stream, and the expiry filter of the
 * inbox's query (spec §7 tasksMessages: to = uid, expires_on later than now, by expires_on).
 * The test app's clock stands at 2026-02-01T10:00:00Z.
 */
const demo = 'demo.localhost:8080';
const now = '2026-02-01T10:00:00.000Z';
const later = (hours: number) => new Date(Date.parse(now) + hours * 3_600_000).toISOString();

let s: LiveTestServer;
const cookies: Record<string, string> = {};
let n = 0;

beforeAll(async () => {
  s = await startLiveTestServer();
  for (const who of ['admin', 'manager', 'coordinator', 'employee', 'client']) {
    cookies[who] = await s.t.signIn(demo, `${who}@demo.test`);
  }
});
afterAll(() => s.close());

interface Outcome {
  status: 'applied' | 'rejected';
  error?: string;
  result?: { taskId: string; to: string };
}

const send = async (who: string, type: string, payload: unknown): Promise<Outcome> => {
  const res = await s.t.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: `task-cmd-${++n}`, type, payload },
    headers: { cookie: cookies[who] ?? '' },
  });
  return (await res.json()) as Outcome;
};
const query = async (who: string, body: unknown) => {
  const res = await s.t.request(demo, '/api/query', {
    method: 'POST',
    json: body,
    headers: { cookie: cookies[who] ?? '' },
  });
  return { status: res.status, body: (await res.json()) as { docs: StoredDoc[]; error?: string } };
};
const stored = () => s.t.deps.store.query('demo', { collection: 'tasksMessages', where: [], limit: 1000 });
const task = (id: string) => s.t.deps.store.get('demo', 'tasksMessages', id);
const inbox = (uid: string, at = now) => ({
  collection: 'tasksMessages',
  where: [
    ['to', '==', uid],
    ['expires_on', '>', at],
  ],
  orderBy: ['expires_on', 'asc'],
});
const assignment = (fields: Record<string, unknown> = {}) => ({
  title: 'Revisar la obra',
  subtitle: 'Llevar el presupuesto',
  to: 'c-employee',
  expires_on: later(48),
  ...fields,
});

describe('task.assign', () => {
  it('lets staff give a contact a task, stored by uid, landing now unless told', async () => {
    const outcome = await send('manager', 'task.assign', {
      ...assignment(),
      project: { collKey: 'proyectos', id: 'p-001' },
    });
    expect(outcome.status).toBe('applied');
    const id = outcome.result?.taskId ?? '';
    expect(await task(id)).toMatchObject({
      title: 'Revisar la obra',
      subtitle: 'Llevar el presupuesto',
      completed: false,
      recibed: false,
      to: 'u-employee',
      landed_at: now,
      expires_on: later(48),
      project: 'p-001',
      projectKey: 'proyectos',
      from: 'u-manager',
    });
    const logs = await s.t.deps.store.query('demo', {
      collection: 'logs',
      where: [['document', '==', id]],
      limit: 5,
    });
    expect(logs).toMatchObject([{ action: 'create', collection: 'tasksMessages', user: 'u-manager' }]);
    // Named by uid, a coordinator's task lands when told.
    const byUid = await send(
      'coordinator',
      'task.assign',
      assignment({ to: 'u-employee', landed_at: later(1) }),
    );
    expect(byUid.status).toBe('applied');
    expect(await task(byUid.result?.taskId ?? '')).toMatchObject({ to: 'u-employee', landed_at: later(1) });
  });

  it.each([
    ['an employee', 'employee', assignment(), 'forbidden'],
    ['a client', 'client', assignment(), 'forbidden'],
    ['no title', 'manager', assignment({ title: '' }), 'invalid_change'],
    ['a day instead of an instant', 'manager', assignment({ expires_on: '2026-02-03' }), 'invalid_change'],
    ['an unknown field', 'manager', assignment({ completed: true }), 'invalid_change'],
    ['an assigner named in the body', 'manager', assignment({ from: 'u-admin' }), 'invalid_change'],
    [
      'an expiry before the landing',
      'manager',
      assignment({ landed_at: later(5), expires_on: later(4) }),
      'invalid_change',
    ],
    ['an unknown recipient', 'manager', assignment({ to: 'c-nobody' }), 'not_found'],
    ['a contact without an account', 'manager', assignment({ to: 'c-cliente-01' }), 'not_found'],
    [
      'an unknown project',
      'manager',
      assignment({ project: { collKey: 'proyectos', id: 'p-none' } }),
      'not_found',
    ],
    [
      'an unknown collection',
      'manager',
      assignment({ project: { collKey: 'nada', id: 'p-001' } }),
      'not_found',
    ],
  ])('refuses %s and changes nothing', async (_case, who, payload, error) => {
    const before = await stored();
    expect(await send(who, 'task.assign', payload)).toMatchObject({ status: 'rejected', error });
    expect(await stored()).toEqual(before);
  });

  it('is never written by the generic document commands below level 100', async () => {
    const outcome = await send('manager', 'document.create', {
      collection: 'tasksMessages',
      data: { title: 'x', to: 'u-employee', expires_on: later(2), landed_at: now },
    });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    const merge = await send('employee', 'document.merge', {
      collection: 'tasksMessages',
      docId: 't-002',
      data: { title: 'Cambiado' },
    });
    expect(merge).toMatchObject({ status: 'rejected', error: 'forbidden' });
  });
});

describe('task.complete and task.received', () => {
  it('lets the recipient complete, reopen and mark received; no one else', async () => {
    const { result } = await send('manager', 'task.assign', assignment());
    const id = result?.taskId ?? '';
    for (const who of ['manager', 'coordinator', 'client']) {
      expect(await send(who, 'task.complete', { taskId: id })).toMatchObject({ error: 'not_found' });
      expect(await send(who, 'task.received', { taskId: id })).toMatchObject({ error: 'not_found' });
    }
    expect(await task(id)).toMatchObject({ completed: false, recibed: false });
    expect((await send('employee', 'task.received', { taskId: id })).status).toBe('applied');
    expect((await send('employee', 'task.complete', { taskId: id })).status).toBe('applied');
    expect(await task(id)).toMatchObject({ completed: true, recibed: true, title: 'Revisar la obra' });
    expect((await send('employee', 'task.complete', { taskId: id, completed: false })).status).toBe(
      'applied',
    );
    expect(await task(id)).toMatchObject({ completed: false });
    expect(await send('employee', 'task.complete', { taskId: 'no-such-task' })).toMatchObject({
      error: 'not_found',
    });
    expect(await send('employee', 'task.complete', { taskId: id, extra: 1 })).toMatchObject({
      error: 'invalid_change',
    });
  });
});

describe('who reads which task', () => {
  it('answers the inbox query with my unexpired tasks by expiry, and refuses anyone else’s', async () => {
    const soon = await send('manager', 'task.assign', assignment({ title: 'Pronto', expires_on: later(2) }));
    const gone = await send(
      'manager',
      'task.assign',
      assignment({ title: 'Pasada', landed_at: later(-5), expires_on: later(-1) }),
    );
    expect(gone.status).toBe('applied');
    const mine = await query('employee', inbox('u-employee'));
    expect(mine.status).toBe(200);
    const titles = mine.body.docs.map((d) => d.title);
    expect(titles).toContain('Pronto');
    expect(titles).not.toContain('Pasada');
    expect(new Set(mine.body.docs.map((d) => d.to))).toEqual(new Set(['u-employee']));
    const expiries = mine.body.docs.map((d) => String(d.expires_on));
    expect(expiries).toEqual([...expiries].sort());
    expect(mine.body.docs[0]?.FireId).toBe(soon.result?.taskId);
    // Another person's inbox, or everyone's, is refused below level 100; the admin reads all.
    expect((await query('employee', inbox('u-admin'))).body).toMatchObject({ error: 'forbidden' });
    expect((await query('client', inbox('u-employee'))).body).toMatchObject({ error: 'forbidden' });
    const managers = await query('manager', { collection: 'tasksMessages' });
    expect(managers.status).toBe(200);
    expect(managers.body.docs.every((d) => d.to === 'u-manager')).toBe(true);
    const all = await query('admin', { collection: 'tasksMessages' });
    expect(new Set(all.body.docs.map((d) => d.to))).toEqual(
      new Set(['u-admin', 'u-employee', 'u-coordinator']),
    );
  });

  it('streams a task to its recipient alone, as it is assigned and as it changes', async () => {
    const employee = await s.open('employee', [{ id: 'inbox', query: inbox('u-employee') }]);
    const client = await s.open('client', [
      { id: 'mine', query: inbox('u-client') },
      { id: 'theirs', query: inbox('u-employee') },
    ]);
    await employee.nextData('ready');
    const first = await employee.nextData<Snapshot>('snapshot');
    expect(first.docs.every((d) => d.to === 'u-employee')).toBe(true);
    await client.nextData('ready');
    const clientEvents = [await client.next(), await client.next()].map((e) => ({
      event: e.event,
      data: JSON.parse(e.data) as { sub: string; error?: string; docs?: StoredDoc[] },
    }));
    expect(clientEvents.find((e) => e.data.sub === 'theirs')).toMatchObject({
      event: 'sub-error',
      data: { error: 'forbidden' },
    });
    expect(clientEvents.find((e) => e.data.sub === 'mine')?.data.docs).toEqual([]);

    const toCoordinator = await send(
      'manager',
      'task.assign',
      assignment({ to: 'c-coordinator', title: 'Ajena' }),
    );
    const toEmployee = await send(
      'manager',
      'task.assign',
      assignment({ title: 'En directo', landed_at: later(1) }),
    );
    const added = await nextChange(employee, (c) => c.doc.FireId === toEmployee.result?.taskId);
    expect(added).toMatchObject({ type: 'added', doc: { title: 'En directo', landed_at: later(1) } });
    await send('employee', 'task.complete', { taskId: toEmployee.result?.taskId });
    const modified = await nextChange(employee, (c) => c.doc.FireId === toEmployee.result?.taskId);
    expect(modified).toMatchObject({ type: 'modified', doc: { completed: true } });
    expect(seen.has(toCoordinator.result?.taskId ?? '')).toBe(false);
    // The client's stream said nothing of either.
    await expect(client.next(300)).rejects.toThrow();
  });
});

describe('the assigner follows the tasks they gave', () => {
  const assignedBy = (uid: string) => ({ collection: 'tasksMessages', where: [['from', '==', uid]] });

  it('reads the tasks they assigned, whoever has them, and no one else’s', async () => {
    const toEmployee = await send(
      'manager',
      'task.assign',
      assignment({ title: 'Encargada por el gerente' }),
    );
    const toCoordinator = await send(
      'manager',
      'task.assign',
      assignment({ title: 'Para la coordinadora', to: 'c-coordinator' }),
    );
    const byCoordinator = await send(
      'coordinator',
      'task.assign',
      assignment({ title: 'De la coordinadora' }),
    );
    const mine = await query('manager', assignedBy('u-manager'));
    expect(mine.status).toBe(200);
    const ids = mine.body.docs.map((d) => d.FireId);
    expect(ids).toEqual(expect.arrayContaining([toEmployee.result?.taskId, toCoordinator.result?.taskId]));
    expect(ids).not.toContain(byCoordinator.result?.taskId);
    expect(mine.body.docs.every((d) => d.from === 'u-manager')).toBe(true);
    expect(mine.body.docs.find((d) => d.FireId === toEmployee.result?.taskId)).toMatchObject({
      to: 'u-employee',
      completed: false,
    });
    // Asking for someone else's assignments answers only the caller's own tasks among them.
    const coordinators = await query('coordinator', assignedBy('u-manager'));
    expect(coordinators.status).toBe(200);
    expect(coordinators.body.docs.map((d) => d.FireId)).toContain(toCoordinator.result?.taskId);
    expect(coordinators.body.docs.every((d) => d.to === 'u-coordinator')).toBe(true);
    const clients = await query('client', assignedBy('u-manager'));
    expect(clients.body.docs).toEqual([]);
    // Still only the recipient changes one.
    expect(await send('manager', 'task.complete', { taskId: toEmployee.result?.taskId })).toMatchObject({
      error: 'not_found',
    });
    expect(await task(toEmployee.result?.taskId ?? '')).toMatchObject({ completed: false });
  });

  it('streams to the assigner the moment the recipient completes it', async () => {
    // The live server signs in no manager of its own: the stream carries this file's cookie.
    const manager = await s.open('manager', [{ id: 'assigned', query: assignedBy('u-manager') }], {
      headers: { cookie: cookies.manager ?? '' },
    });
    const employee = await s.open('employee', [{ id: 'theirs', query: assignedBy('u-manager') }]);
    await manager.nextData('ready');
    await manager.nextData<Snapshot>('snapshot');
    await employee.nextData('ready');
    const theirs = await employee.nextData<Snapshot>('snapshot');
    expect(theirs.docs.every((d) => d.to === 'u-employee')).toBe(true);

    const given = await send('manager', 'task.assign', assignment({ title: 'Seguida en directo' }));
    const id = given.result?.taskId ?? '';
    expect(await nextChange(manager, (c) => c.doc.FireId === id)).toMatchObject({
      type: 'added',
      doc: { completed: false, to: 'u-employee', from: 'u-manager' },
    });
    expect((await send('employee', 'task.complete', { taskId: id })).status).toBe('applied');
    expect(await nextChange(manager, (c) => c.doc.FireId === id)).toMatchObject({
      type: 'modified',
      doc: { completed: true, title: 'Seguida en directo' },
    });

    // A task the manager gave the coordinator never reaches the employee's stream.
    const other = await send('manager', 'task.assign', assignment({ title: 'Otra', to: 'c-coordinator' }));
    await nextChange(manager, (c) => c.doc.FireId === other.result?.taskId);
    const employeeIds = new Set<string>();
    for (;;) {
      const event = await employee.next(300).catch(() => null);
      if (!event) break;
      if (event.event !== 'changes') continue;
      for (const change of (JSON.parse(event.data) as Changes).changes) employeeIds.add(change.doc.FireId);
    }
    expect(employeeIds.has(other.result?.taskId ?? '')).toBe(false);
  });
});

describe('replay', () => {
  it('rebuilds the same tasks from the recorded task commands', async () => {
    const { result } = await send('manager', 'task.assign', {
      ...assignment({ title: 'Repetible', landed_at: later(1) }),
      project: { collKey: 'proyectos', id: 'p-001' },
    });
    const id = result?.taskId ?? '';
    await send('employee', 'task.received', { taskId: id });
    await send('employee', 'task.complete', { taskId: id });
    const into = new SqliteStore(openDatabase(':memory:'));
    const store = s.t.deps.store;
    await into.transaction('demo', async (tx) => tx.setCompany((await store.getCompany('demo')) ?? {}));
    // What the commands read and did not write: the contacts and the projects.
    for (const collection of ['agenda', 'proyectos']) {
      for (const doc of await store.query('demo', { collection, where: [], limit: 10000 })) {
        await into.transaction('demo', (tx) => {
          const { FireId, collection: _c, ...data } = doc;
          tx.set(collection, FireId, data);
        });
      }
    }
    await replayCommands(store, 'demo', into, allCommands);
    const made = (await stored()).filter((doc) => typeof doc.from === 'string');
    expect(made.length).toBeGreaterThan(5);
    for (const doc of made) expect(await into.get('demo', 'tasksMessages', doc.FireId)).toEqual(doc);
    expect(await into.get('demo', 'tasksMessages', id)).toMatchObject({ completed: true, recibed: true });
  });
});

const seen = new Set<string>();
/** The next change of the inbox stream that `match` picks (others are noted in `seen`). */
async function nextChange(
  stream: Awaited<ReturnType<LiveTestServer['open']>>,
  match: (change: DocChange) => boolean,
): Promise<DocChange> {
  for (;;) {
    const { changes } = await stream.nextData<Changes>('changes');
    for (const change of changes) seen.add(change.doc.FireId);
    const found = changes.find(match);
    if (found) return found;
  }
}
