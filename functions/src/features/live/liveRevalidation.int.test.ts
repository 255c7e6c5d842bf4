import { describe, expect, it } from 'vitest';
import { guardedStreamServer } from '../../testing/guardedStreamServer';

/** The seeded app with a hub that re-checks its streams every 50 ms. */
const server = guardedStreamServer(50);
const { post, openStream } = server;

async function uidOf(email: string): Promise<string> {
  const account = await server.t.deps.accounts.findByEmail('demo', email);
  if (!account) throw new Error(`no account ${email}`);
  return account.uid;
}

describe('live policy after subscribe time', () => {
  it('logout ends the streams of that session: a last end frame, then the stream closes', async () => {
    const { cookie, client } = await openStream('employee@demo.test');
    const before = server.hub.stats().streams;
    expect((await post(cookie, '/api/auth/logout')).status).toBe(204);
    expect(await client.nextData('end', 2000)).toEqual({
      error: 'unauthenticated',
      message: 'The session of this stream has ended',
    });
    await client.ended;
    expect(server.hub.stats().streams).toBe(before - 1);
    expect(server.hub.stats().subscriptions).toBe(0);
    // A new stream with the ended session is a visitor's: it reads nothing of the company.
    const again = await server.openVisitorStream(cookie, [{ id: 'x', query: { collection: 'proyectos' } }]);
    await again.nextData('ready');
    expect(await again.nextData('sub-error')).toMatchObject({ sub: 'x', error: 'unauthenticated' });
  });

  it('keeps the streams of other sessions of the same user', async () => {
    const first = await openStream('coordinator@demo.test');
    const second = await openStream('coordinator@demo.test');
    await post(first.cookie, '/api/auth/logout');
    await first.client.nextData('end', 2000);
    await server.t.deps.store.transaction('demo', (tx) =>
      tx.set('proyectos', 'p-still-live', { Name: 'Sigue' }),
    );
    expect((await second.client.next(2000)).event).toBe('changes');
  });

  it('a lowered level ends the stream (its subscriptions carry the old policy)', async () => {
    const { client } = await openStream('manager@demo.test');
    await server.t.deps.accounts.setLevel('demo', await uidOf('manager@demo.test'), 0);
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'forbidden' });
    await client.ended;
  });

  it('a disabled account ends a stream opened with a stream token', async () => {
    const { client } = await openStream('client@demo.test', 'token');
    await server.t.deps.accounts.setDisabled('demo', await uidOf('client@demo.test'), true);
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'unauthenticated' });
    await client.ended;
  });
});
