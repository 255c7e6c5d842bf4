import { countUnreadThreads as countInThreads, unreadByOf } from '@colmena/shared/chat';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { countUnreadThreads } from '../accounts/countUnreadThreads';

/**
 * The session's badge (GET /api/auth/me unreadMessages) is one indexed count over `unreadBy`,
 * which the chat commands keep. It must stay what spec §4 says, counted from every thread's
 * messages: after each command, for every user, on both stores.
 */
const demo = 'demo.localhost:8080';
const people = ['admin', 'manager', 'employee', 'client'] as const;
type Who = (typeof people)[number];
const uidOf = (who: Who) => `u-${who}`;

let t: TestApp;
let n = 0;
const cookies: Partial<Record<Who, string>> = {};
beforeEach(async () => {
  t = await createTestApp();
  for (const who of people) cookies[who] = await t.signIn(demo, `${who}@demo.test`);
});
afterEach(() => t.close());

const send = async (who: Who, type: string, payload: unknown) => {
  const res = await t.request(demo, '/api/commands', {
    method: 'POST',
    json: { id: `badge-${++n}`, type, payload },
    headers: { cookie: cookies[who] ?? '' },
  });
  const outcome = (await res.json()) as { status: string; result?: Record<string, unknown> };
  expect(outcome.status).toBe('applied');
  return outcome.result ?? {};
};
const badge = async (who: Who) => {
  const res = await t.request(demo, '/api/auth/me', { headers: { cookie: cookies[who] ?? '' } });
  return ((await res.json()) as { user: { unreadMessages: number } }).user.unreadMessages;
};
const threads = () => t.deps.store.query('demo', { collection: 'messages' });

/** Every thread's unreadBy is exactly who has something unread, and each badge the full count. */
async function expectExact(): Promise<void> {
  const all = await threads();
  for (const thread of all)
    expect([...((thread.unreadBy as string[]) ?? [])].sort()).toEqual(unreadByOf(thread).sort());
  for (const who of people) {
    const uid = uidOf(who);
    const mine = all.filter((thread) => (thread.participants as string[]).includes(uid));
    const expected = countInThreads(mine, uid);
    expect(await countUnreadThreads(t.deps.store, 'demo', uid)).toBe(expected);
    expect(await badge(who)).toBe(expected);
  }
}

describe('the unread badge from unreadBy (spec §4)', () => {
  it('is the full count for the seeded threads (the seed derives unreadBy)', async () => {
    const all = await threads();
    expect(all.length).toBeGreaterThan(0);
    for (const thread of all) expect(Array.isArray(thread.unreadBy)).toBe(true);
    // The seed leaves someone with an unread thread, or this test would prove little.
    expect(all.some((thread) => unreadByOf(thread).length > 0)).toBe(true);
    await expectExact();
  });

  it('follows sends, partial and full reads, a leave and newcomers, for every user', async () => {
    const thread = (await send('manager', 'chat.start', { contacts: ['c-employee', 'c-admin'] }))
      .thread as string;
    await expectExact();
    const first = (await send('manager', 'chat.send', { thread, body: 'Mañana a las 8' })).key as string;
    const before = await badge('employee');
    await expectExact();
    const second = (await send('admin', 'chat.send', { thread, body: 'De acuerdo' })).key as string;
    await expectExact();

    // The employee reads the first only: still unread (the admin's), then all: cleared.
    await send('employee', 'chat.read', { thread, keys: [first] });
    expect(await badge('employee')).toBe(before);
    await expectExact();
    await send('employee', 'chat.read', { thread, keys: [second] });
    expect(await badge('employee')).toBe(before - 1);
    await expectExact();

    // Sending does not read: the manager still has the admin's message unread.
    await send('manager', 'chat.send', { thread, body: 'Perfecto' });
    await expectExact();
    await send('admin', 'chat.leave', { thread });
    await expectExact();
    // A newcomer finds the history read: no badge for them.
    const clientBefore = await badge('client');
    await send('manager', 'chat.addMembers', { thread, contacts: ['c-client'] });
    expect(await badge('client')).toBe(clientBefore);
    await expectExact();
    await send('employee', 'chat.send', { thread, body: 'Ya estoy' });
    expect(await badge('client')).toBe(clientBefore + 1);
    await expectExact();
  });

  it('counts a thread once, however many messages are unread in it', async () => {
    const thread = (await send('manager', 'chat.start', { contacts: ['c-employee'] })).thread as string;
    const before = await badge('employee');
    for (const body of ['uno', 'dos', 'tres']) await send('manager', 'chat.send', { thread, body });
    expect(await badge('employee')).toBe(before + 1);
    await expectExact();
  });

  it('mends threads stored before unreadBy existed (an older data folder), in rounds, once', async () => {
    // A company whose 450 threads predate the field: more than one round of the backfill.
    const uid = 'u-old-reader';
    await t.deps.store.transaction('legacy', async (tx) => {
      tx.setCompany({ Name: 'Antigua' });
      for (let i = 0; i < 450; i++)
        tx.set('messages', `old-${i}`, {
          participants: [uid, 'u-old-writer'],
          watchedArray: i % 3 === 0 ? ['k1'] : [],
          msjArray: [{ key: 'k1', from: 'u-old-writer', body: `hola ${i}`, at: '2026-01-01T10:00:00.000Z' }],
        });
    });
    const legacy = await t.deps.store.query('legacy', { collection: 'messages' });
    expect(legacy.every((thread) => thread.unreadBy === undefined)).toBe(true);
    const expected = countInThreads(legacy, uid);
    expect(expected).toBe(300);

    expect(await countUnreadThreads(t.deps.store, 'legacy', uid)).toBe(expected);
    const mended = await t.deps.store.query('legacy', { collection: 'messages' });
    for (const thread of mended) expect(thread.unreadBy).toEqual(unreadByOf(thread));
    expect(await t.deps.store.get('legacy', 'meta', 'chatUnreadBy')).not.toBeNull();
    expect(await countUnreadThreads(t.deps.store, 'legacy', 'u-old-writer')).toBe(0);
  });
});
