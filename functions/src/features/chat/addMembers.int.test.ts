import { unreadCount } from '@colmena/shared/chat';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayCommands } from '../../platform/commands/replayCommands';
import { openDatabase } from '../../platform/sqlite/openDatabase';
import { SqliteStore } from '../../platform/store/sqlite/SqliteStore';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { allCommands } from '../replay/allCommands';

// chat.addMembers (issue 14 leftover): bringing people into a thread, by chat.start's rules.

const demo = 'demo.localhost:8080';
let t: TestApp;
let n = 0;
const cookies: Record<string, string> = {};
beforeEach(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'manager', 'coordinator', 'employee', 'client'])
    cookies[who] = await t.signIn(demo, `${who}@demo.test`);
});
afterEach(() => t.close());

interface Outcome {
  status: 'applied' | 'rejected';
  result?: Record<string, unknown>;
  error?: string;
}
const send = async (who: string, type: string, payload: unknown): Promise<Outcome> => {
  const res = await t.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: `add-${++n}`, type, payload },
    headers: { cookie: cookies[who] ?? '' },
  });
  return (await res.json()) as Outcome;
};
const myThreads = async (who: string) => {
  const res = await t.request(demo, '/api/query', {
    method: 'POST',
    json: { collection: 'messages' },
    headers: { cookie: cookies[who] ?? '' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { docs: Record<string, unknown>[] }).docs.map((d) => d.FireId);
};
const thread = (id: string) => t.deps.store.get('demo', 'messages', id);
const allThreads = () => t.deps.store.query('demo', { collection: 'messages' });
const setCompany = (data: Record<string, unknown>) =>
  t.deps.store.transaction('demo', (tx) => tx.mergeCompany(data));
const logsOf = async (id: string) =>
  (await t.deps.store.query('demo', { collection: 'logs' })).filter((l) => l.document === id);

async function start(who: string, contacts: string[]): Promise<string> {
  const outcome = await send(who, 'chat.start', { contacts });
  expect(outcome).toMatchObject({ status: 'applied', result: { existing: false } });
  return outcome.result?.thread as string;
}

describe('chat.addMembers', () => {
  it('brings people into a thread: they read it (history read already), names and who added them are kept, logged', async () => {
    const id = await start('manager', ['c-employee']);
    const first = await send('manager', 'chat.send', { thread: id, body: 'Mañana a las 8' });
    expect(await myThreads('coordinator')).not.toContain(id);

    const added = await send('employee', 'chat.addMembers', {
      thread: id,
      contacts: ['c-coordinator', 'c-admin'],
    });
    expect(added).toMatchObject({
      status: 'applied',
      result: { thread: id, added: ['u-coordinator', 'u-admin'] },
    });
    const after = await thread(id);
    expect(after).toMatchObject({
      participants: ['u-manager', 'u-employee', 'u-coordinator', 'u-admin'],
      names: {
        'u-manager': 'Javier Romero Gil',
        'u-employee': 'Pablo Iglesias Ruiz',
        'u-coordinator': expect.any(String),
        'u-admin': expect.any(String),
      },
      additions: [{ by: 'u-employee', uids: ['u-coordinator', 'u-admin'], at: expect.any(String) }],
    });
    expect(after?.msjArray).toEqual([expect.objectContaining({ key: first.result?.key })]);

    // The newcomer reads the thread; its history is not news for their badge, what follows is.
    expect(await myThreads('coordinator')).toContain(id);
    expect(unreadCount(after ?? {}, 'u-coordinator')).toBe(0);
    expect(unreadCount(after ?? {}, 'u-employee')).toBe(1);
    await send('manager', 'chat.send', { thread: id, body: 'Bienvenida, Marta' });
    expect(unreadCount((await thread(id)) ?? {}, 'u-coordinator')).toBe(1);
    expect(await send('coordinator', 'chat.send', { thread: id, body: 'Gracias' })).toMatchObject({
      status: 'applied',
    });

    expect(await logsOf(id)).toContainEqual(
      expect.objectContaining({
        action: 'modification',
        collection: 'messages',
        modification: { added: ['u-coordinator', 'u-admin'] },
      }),
    );
  });

  it('someone who left can be brought back, seeing what they had seen', async () => {
    const id = await start('manager', ['c-employee', 'c-coordinator', 'c-admin']);
    expect((await send('coordinator', 'chat.leave', { thread: id })).status).toBe('applied');
    expect(await myThreads('coordinator')).not.toContain(id);
    expect(
      await send('manager', 'chat.addMembers', { thread: id, contacts: ['c-coordinator'] }),
    ).toMatchObject({
      status: 'applied',
    });
    expect(await myThreads('coordinator')).toContain(id);
  });
});

describe('who may add whom: chat.start’s rules (spec §6); a refusal changes nothing', () => {
  it.each<[string, string, (id: string) => unknown, string, Record<string, unknown>?]>([
    ['someone not in the thread', 'client', (id) => ({ thread: id, contacts: ['c-client'] }), 'not_found'],
    [
      'a thread that does not exist',
      'manager',
      () => ({ thread: 'nope', contacts: ['c-admin'] }),
      'not_found',
    ],
    [
      'someone already in it',
      'manager',
      (id) => ({ thread: id, contacts: ['c-employee'] }),
      'invalid_change',
    ],
    ['oneself', 'manager', (id) => ({ thread: id, contacts: ['c-manager'] }), 'invalid_change'],
    [
      'a contact without an account',
      'manager',
      (id) => ({ thread: id, contacts: ['c-cliente-01'] }),
      'forbidden',
    ],
    ['a contact that does not exist', 'manager', (id) => ({ thread: id, contacts: ['c-nope'] }), 'not_found'],
    ['nobody', 'manager', (id) => ({ thread: id, contacts: [] }), 'invalid_change'],
    [
      'uids named directly',
      'manager',
      (id) => ({ thread: id, contacts: ['c-admin'], participants: ['u-client'] }),
      'invalid_change',
    ],
    [
      'a client only where contacts are hidden from employees',
      'employee',
      (id) => ({ thread: id, contacts: ['c-client'] }),
      'forbidden',
      { hideContactsFromEmployees: true },
    ],
    [
      'anyone below the company’s chatViewLvl',
      'employee',
      (id) => ({ thread: id, contacts: ['c-admin'] }),
      'forbidden',
      { chatViewLvl: 10 },
    ],
  ])('%s', async (_case, who, payload, error, company) => {
    const id = await start('manager', ['c-employee']);
    if (company) await setCompany(company);
    const before = await allThreads();
    expect(await send(who, 'chat.addMembers', payload(id))).toMatchObject({ status: 'rejected', error });
    expect(await allThreads()).toEqual(before);
  });

  it('with contacts hidden, an employee still adds staff; staff add anyone', async () => {
    const id = await start('manager', ['c-employee']);
    await setCompany({ hideContactsFromEmployees: true });
    expect(
      await send('employee', 'chat.addMembers', { thread: id, contacts: ['c-coordinator'] }),
    ).toMatchObject({
      status: 'applied',
    });
    expect(
      await send('coordinator', 'chat.addMembers', { thread: id, contacts: ['c-client'] }),
    ).toMatchObject({
      status: 'applied',
    });
  });

  it('a client never adds another client, even to a thread of their own', async () => {
    await t.deps.store.transaction('demo', (tx) =>
      tx.merge('agenda', 'c-cliente-02', { LoginID: 'u-other-client' }),
    );
    const id = await start('client', ['c-manager']);
    const before = await allThreads();
    expect(await send('client', 'chat.addMembers', { thread: id, contacts: ['c-cliente-02'] })).toMatchObject(
      {
        status: 'rejected',
        error: 'forbidden',
      },
    );
    expect(await allThreads()).toEqual(before);
    // A worker is fine.
    expect(await send('client', 'chat.addMembers', { thread: id, contacts: ['c-employee'] })).toMatchObject({
      status: 'applied',
    });
  });
});

describe('replay', () => {
  it('rebuilds the thread, its newcomers and additions from the recorded commands', async () => {
    const id = await start('manager', ['c-employee']);
    await send('manager', 'chat.send', { thread: id, body: 'uno' });
    expect((await send('employee', 'chat.addMembers', { thread: id, contacts: ['c-admin'] })).status).toBe(
      'applied',
    );
    await send('admin', 'chat.send', { thread: id, body: 'dos' });
    const into = new SqliteStore(openDatabase(':memory:'));
    await into.transaction('demo', async (tx) =>
      tx.setCompany((await t.deps.store.getCompany('demo')) ?? {}),
    );
    for (const contact of await t.deps.store.query('demo', { collection: 'agenda' }))
      await into.transaction('demo', (tx) => {
        const { FireId, collection: _c, ...data } = contact;
        tx.set('agenda', FireId, data);
      });
    for (const seeded of await t.deps.store.query('demo', { collection: 'messages' }))
      if (seeded.FireId !== id)
        await into.transaction('demo', (tx) => {
          const { FireId, collection: _c, ...data } = seeded;
          tx.set('messages', FireId, data);
        });
    await replayCommands(t.deps.store, 'demo', into, allCommands);
    expect(await into.get('demo', 'messages', id)).toEqual(await thread(id));
  });
});
