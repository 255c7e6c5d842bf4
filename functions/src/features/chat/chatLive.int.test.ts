import { countUnreadThreads } from '@colmena/shared/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDoc } from '../../platform/store/Store';
import {
  type Changes,
  type LiveTestServer,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';
import type { SseTestClient } from '../../testing/sseTestClient';

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
});
afterAll(() => s.close());

let n = 0;
const command = async (who: string, type: string, payload: unknown) => {
  const { body } = await s.post(who, '/api/commands', { id: `live-chat-${++n}`, type, payload });
  expect(body).toMatchObject({ status: 'applied' });
  return body as { result: Record<string, unknown> };
};
const mine = (uid: string) => ({ collection: 'messages', where: [['participants', 'array-contains', uid]] });

/** The stream's result of one subscription, kept as its snapshot and changes arrive. */
async function follow(stream: SseTestClient, sub: string) {
  await stream.nextData('ready');
  const docs = new Map<string, StoredDoc>();
  const snapshot = await stream.nextData<Snapshot>('snapshot');
  expect(snapshot.sub).toBe(sub);
  for (const doc of snapshot.docs) docs.set(doc.FireId, doc);
  return {
    docs,
    /** Applies the next `changes` event and answers what it named. */
    async next(): Promise<string[]> {
      for (;;) {
        const event = await stream.next();
        if (event.event !== 'changes') continue;
        const { changes } = JSON.parse(event.data) as Changes;
        for (const change of changes) {
          if (change.type === 'removed') docs.delete(change.doc.FireId);
          else docs.set(change.doc.FireId, change.doc);
        }
        return changes.map((c) => `${c.type} ${c.doc.FireId}`);
      }
    },
  };
}

describe('the chat over the live stream', () => {
  it('brings my threads and my unread count live, and never a thread I am not in', async () => {
    const employee = await follow(
      await s.open('employee', [{ id: 'mine', query: mine('u-employee') }]),
      'mine',
    );
    const clientStream = await s.open('client', [{ id: 'mine', query: mine('u-client') }]);
    const client = await follow(clientStream, 'mine');
    const unread = () => countUnreadThreads([...employee.docs.values()], 'u-employee');
    const before = unread();

    const { result } = await command('admin', 'chat.start', { contacts: ['c-employee'] });
    const thread = result.thread as string;
    expect(await employee.next()).toEqual([`added ${thread}`]);
    expect(unread()).toBe(before);

    const sent = await command('admin', 'chat.send', { thread, body: 'Revisa la obra' });
    expect(await employee.next()).toEqual([`modified ${thread}`]);
    expect(unread()).toBe(before + 1);

    await command('employee', 'chat.read', { thread, keys: [sent.result.key as string] });
    expect(await employee.next()).toEqual([`modified ${thread}`]);
    expect(unread()).toBe(before);

    // The client's stream heard none of it: its next change is one of its own threads.
    await s.write('messages', 'm-002', { participants: ['u-client', 'u-coordinator'], msjArray: [] });
    expect(await client.next()).toEqual(['modified m-002']);
    expect(clientStream.events.map((e) => e.data).join('\n')).not.toContain(thread);
    expect(client.docs.has(thread)).toBe(false);

    // Leaving takes the thread out of the stream.
    await command('employee', 'chat.leave', { thread });
    expect(await employee.next()).toEqual([`removed ${thread}`]);
  });

  it("refuses a subscription to someone else's threads, and all threads below chatViewLvl", async () => {
    const stream = await s.open('client', [{ id: 'theirs', query: mine('u-employee') }]);
    await stream.nextData('ready');
    expect(await stream.nextData('sub-error')).toMatchObject({ sub: 'theirs', error: 'forbidden' });
    const { FireId: _id, collection: _c, ...company } = (await s.t.deps.store.getCompany('demo')) ?? {};
    await s.t.deps.store.transaction('demo', (tx) => tx.mergeCompany({ chatViewLvl: 10 }));
    try {
      const below = await s.open('employee', [{ id: 'mine', query: mine('u-employee') }]);
      await below.nextData('ready');
      expect(await below.nextData('sub-error')).toMatchObject({ sub: 'mine', error: 'forbidden' });
    } finally {
      await s.t.deps.store.transaction('demo', (tx) => tx.setCompany(company));
    }
  });
});
