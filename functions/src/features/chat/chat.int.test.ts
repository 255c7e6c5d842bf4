import { maxChatBodyLength } from '@colmena/shared/chat';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replayCommands } from '../../platform/commands/replayCommands';
import { openDatabase } from '../../platform/sqlite/openDatabase';
import { SqliteStore } from '../../platform/store/sqlite/SqliteStore';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { allCommands } from '../replay/allCommands';

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
    json: { id: `chat-${++n}`, type, payload },
    headers: { cookie: cookies[who] ?? '' },
  });
  return (await res.json()) as Outcome;
};
const get = async (who: string, path: string) => {
  const res = await t.request(demo, path, { headers: { cookie: cookies[who] ?? '' } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const query = async (who: string, body: unknown) => {
  const res = await t.request(demo, '/api/query', {
    method: 'POST',
    json: body,
    headers: { cookie: cookies[who] ?? '' },
  });
  return { status: res.status, body: (await res.json()) as { docs?: Record<string, unknown>[] } };
};
const unread = async (who: string) =>
  ((await get(who, '/api/auth/me')).body.user as { unreadMessages: number }).unreadMessages;
const thread = (id: string) => t.deps.store.get('demo', 'messages', id);
const allThreads = () => t.deps.store.query('demo', { collection: 'messages' });
const setCompany = (data: Record<string, unknown>) =>
  t.deps.store.transaction('demo', (tx) => tx.mergeCompany(data));

async function start(who: string, contacts: string[]): Promise<string> {
  const outcome = await send(who, 'chat.start', { contacts });
  expect(outcome).toMatchObject({ status: 'applied' });
  return outcome.result?.thread as string;
}

describe('chat.start, chat.send, chat.read', () => {
  it('starts a thread, appends {key, from, body, at}, and counts unread per reader', async () => {
    const id = await start('manager', ['c-employee', 'c-admin']);
    const started = await thread(id);
    expect(started).toMatchObject({
      participants: ['u-manager', 'u-employee', 'u-admin'],
      names: { 'u-manager': 'Javier Romero Gil', 'u-employee': 'Pablo Iglesias Ruiz' },
      msjArray: [],
    });
    const before = { employee: await unread('employee'), admin: await unread('admin') };

    const sent = await send('manager', 'chat.send', { thread: id, body: 'Hola equipo\r\nmañana a las 8' });
    expect(sent.status).toBe('applied');
    const key = sent.result?.key as string;
    const after = await thread(id);
    expect(after?.msjArray).toEqual([
      { key, from: 'u-manager', body: 'Hola equipo\nmañana a las 8', at: sent.result?.at },
    ]);
    expect(after?.LastUpdate).toBe(sent.result?.at);
    expect(await unread('employee')).toBe((before.employee as number) + 1);
    expect(await unread('admin')).toBe((before.admin as number) + 1);

    // The employee reads: their badge clears, the admin's does not.
    expect(await send('employee', 'chat.read', { thread: id, keys: [key] })).toMatchObject({
      status: 'applied',
      result: { marked: 1 },
    });
    expect(await unread('employee')).toBe(before.employee);
    expect(await unread('admin')).toBe((before.admin as number) + 1);
    expect((await thread(id))?.watchedBy).toEqual({ 'u-employee': [key] });
    // Reading again, or one's own message, writes nothing.
    expect(await send('employee', 'chat.read', { thread: id, keys: [key] })).toMatchObject({
      result: { marked: 0 },
    });
    expect(await send('manager', 'chat.read', { thread: id, keys: [key] })).toMatchObject({
      result: { marked: 0 },
    });

    const logs = await t.deps.store.query('demo', { collection: 'logs', where: [['document', '==', id]] });
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'modification']);
    expect(JSON.stringify(logs)).not.toContain('Hola equipo');
  });

  it('opens the same thread again rather than a second one with the same people', async () => {
    const first = await start('manager', ['c-employee']);
    const count = (await allThreads()).length;
    const again = await send('manager', 'chat.start', { contacts: ['c-employee'] });
    expect(again).toMatchObject({ status: 'applied', result: { thread: first, existing: true } });
    expect(await allThreads()).toHaveLength(count);
  });

  it('leaves: the thread leaves the list of who left, stays for the others', async () => {
    const id = await start('manager', ['c-employee', 'c-admin']);
    expect((await send('employee', 'chat.leave', { thread: id })).status).toBe('applied');
    expect((await thread(id))?.participants).toEqual(['u-manager', 'u-admin']);
    const mine = await query('employee', { collection: 'messages' });
    expect(mine.body.docs?.map((d) => d.FireId)).not.toContain(id);
    expect(await send('employee', 'chat.send', { thread: id, body: 'sigo aquí' })).toMatchObject({
      status: 'rejected',
      error: 'not_found',
    });
  });
});

describe('bad input is refused with a catalogue error and changes nothing', () => {
  it.each<[string, string, string, (id: string) => unknown, string]>([
    ['an empty body', 'employee', 'chat.send', (id) => ({ thread: id, body: '  \n ' }), 'invalid_change'],
    [
      'a body too long',
      'employee',
      'chat.send',
      (id) => ({ thread: id, body: 'x'.repeat(maxChatBodyLength + 1) }),
      'invalid_change',
    ],
    [
      'a control character',
      'employee',
      'chat.send',
      (id) => ({ thread: id, body: 'a\u0007b' }),
      'invalid_change',
    ],
    [
      'a forged sender',
      'employee',
      'chat.send',
      (id) => ({ thread: id, body: 'x', from: 'u-manager' }),
      'invalid_change',
    ],
    [
      'a thread that does not exist',
      'employee',
      'chat.send',
      () => ({ thread: 'nope', body: 'x' }),
      'not_found',
    ],
    ["someone else's thread", 'client', 'chat.send', (id) => ({ thread: id, body: 'x' }), 'not_found'],
    [
      "reading someone else's thread",
      'client',
      'chat.read',
      (id) => ({ thread: id, keys: ['k'] }),
      'not_found',
    ],
    ["leaving someone else's thread", 'client', 'chat.leave', (id) => ({ thread: id }), 'not_found'],
    ['a chat with nobody', 'manager', 'chat.start', () => ({ contacts: [] }), 'invalid_change'],
    ['a chat with oneself', 'manager', 'chat.start', () => ({ contacts: ['c-manager'] }), 'forbidden'],
    [
      'a contact without an account',
      'manager',
      'chat.start',
      () => ({ contacts: ['c-cliente-01'] }),
      'forbidden',
    ],
    ['a contact that does not exist', 'manager', 'chat.start', () => ({ contacts: ['c-nope'] }), 'not_found'],
    [
      'participants named directly',
      'manager',
      'chat.start',
      () => ({ contacts: ['c-employee'], participants: ['u-client'] }),
      'invalid_change',
    ],
  ])('%s', async (_case, who, type, payload, error) => {
    const id = await start('manager', ['c-employee']);
    await send('manager', 'chat.send', { thread: id, body: 'primero' });
    const before = await allThreads();
    expect(await send(who, type, payload(id))).toMatchObject({ status: 'rejected', error });
    expect(await allThreads()).toEqual(before);
  });

  it('a thread near the size a document may have takes no more messages', async () => {
    const id = await start('manager', ['c-employee']);
    const msjArray = Array.from({ length: 300 }, (_, i) => ({
      key: `k-${i}`,
      from: 'u-employee',
      body: `${i} ${'x'.repeat(2990)}`,
      at: '2026-11-26T12:00:00.000Z',
    }));
    await t.deps.store.transaction('demo', (tx) => tx.merge('messages', id, { msjArray }));
    const before = await allThreads();
    expect(
      await send('manager', 'chat.send', { thread: id, body: 'x'.repeat(maxChatBodyLength) }),
    ).toMatchObject({ status: 'rejected', error: 'error_saving_change' });
    expect(await allThreads()).toEqual(before);
    // Under it, the same thread still takes a short one.
    await t.deps.store.transaction('demo', (tx) =>
      tx.merge('messages', id, { msjArray: msjArray.slice(0, 250) }),
    );
    expect(await send('manager', 'chat.send', { thread: id, body: 'hola' })).toMatchObject({
      status: 'applied',
    });
  });

  it('keeps the generic document commands away from threads, even for participants', async () => {
    const id = await start('manager', ['c-employee']);
    const before = await thread(id);
    const forged = await send('employee', 'document.merge', {
      collection: 'messages',
      docId: id,
      data: { msjArray: [{ key: 'x', from: 'u-manager', body: 'Pagad ya' }] },
    });
    expect(forged).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await thread(id)).toEqual(before);
  });
});

describe('who may chat with whom (spec §6)', () => {
  const picker = async (who: string) => {
    const { status, body } = await get(who, '/api/chat/contacts');
    return { status, ids: (body.contacts as { id: string }[] | undefined)?.map((c) => c.id) ?? [] };
  };

  it('lets a basic employee reach everyone with an account, and only staff when contacts are hidden', async () => {
    expect((await picker('employee')).ids).toEqual(
      expect.arrayContaining(['c-admin', 'c-manager', 'c-coordinator', 'c-client']),
    );
    expect((await picker('employee')).ids).not.toContain('c-cliente-01');
    await setCompany({ hideContactsFromEmployees: true });
    const hidden = await picker('employee');
    expect(hidden.ids.sort()).toEqual(['c-admin', 'c-coordinator', 'c-manager']);
    const before = await allThreads();
    expect(await send('employee', 'chat.start', { contacts: ['c-client'] })).toMatchObject({
      status: 'rejected',
      error: 'forbidden',
    });
    expect(await allThreads()).toEqual(before);
    expect(await send('employee', 'chat.start', { contacts: ['c-coordinator'] })).toMatchObject({
      status: 'applied',
    });
    // Staff still pick anyone.
    expect((await picker('coordinator')).ids).toContain('c-client');
  });

  it('keeps clients apart: a client never picks another client, and with hidden contacts only staff', async () => {
    await t.deps.store.transaction('demo', (tx) =>
      tx.merge('agenda', 'c-cliente-01', { LoginID: 'u-client' }),
    );
    const other = await t.deps.store.get('demo', 'agenda', 'c-cliente-02');
    await t.deps.store.transaction('demo', (tx) =>
      tx.merge('agenda', 'c-cliente-02', { LoginID: 'u-other-client' }),
    );
    expect(other?.Rol).toBe('Cliente');
    expect((await picker('client')).ids).not.toContain('c-cliente-02');
    expect((await picker('client')).ids).toContain('c-employee');
    expect(await send('client', 'chat.start', { contacts: ['c-cliente-02'] })).toMatchObject({
      error: 'forbidden',
    });
    await setCompany({ hideContactsFromEmployees: true });
    expect((await picker('client')).ids).not.toContain('c-employee');
    expect(await send('client', 'chat.start', { contacts: ['c-employee'] })).toMatchObject({
      error: 'forbidden',
    });
    expect(await send('client', 'chat.start', { contacts: ['c-coordinator'] })).toMatchObject({
      status: 'applied',
    });
  });

  it('enforces the chat icon rule (chatViewLvl) for reads and commands', async () => {
    const id = await start('manager', ['c-employee']);
    await setCompany({ chatViewLvl: 10 });
    expect((await query('employee', { collection: 'messages' })).status).toBe(403);
    expect((await picker('employee')).status).toBe(403);
    const before = await allThreads();
    for (const [type, payload] of [
      ['chat.send', { thread: id, body: 'x' }],
      ['chat.read', { thread: id, keys: ['x'] }],
      ['chat.leave', { thread: id }],
      ['chat.start', { contacts: ['c-manager'] }],
    ] as const)
      expect(await send('employee', type, payload)).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await allThreads()).toEqual(before);
    expect((await query('manager', { collection: 'messages' })).status).toBe(200);
    expect((await send('manager', 'chat.send', { thread: id, body: 'sigo' })).status).toBe('applied');
  });
});

describe('reads', () => {
  it('gives a caller only their own threads', async () => {
    const id = await start('manager', ['c-employee']);
    const client = await query('client', { collection: 'messages' });
    expect(client.status).toBe(200);
    for (const doc of client.body.docs ?? []) expect(doc.participants).toContain('u-client');
    expect(client.body.docs?.map((d) => d.FireId)).not.toContain(id);
    expect(
      (
        await query('client', {
          collection: 'messages',
          where: [['participants', 'array-contains', 'u-manager']],
        })
      ).status,
    ).toBe(403);
  });
});

describe('replay', () => {
  it('rebuilds the same threads from the recorded chat commands', async () => {
    const id = await start('manager', ['c-employee', 'c-admin']);
    const sent = await send('manager', 'chat.send', { thread: id, body: 'uno' });
    await send('employee', 'chat.send', { thread: id, body: 'dos' });
    await send('employee', 'chat.read', { thread: id, keys: [sent.result?.key as string] });
    await send('admin', 'chat.leave', { thread: id });
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
