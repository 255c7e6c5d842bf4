import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { guardedStreamServer } from '../../testing/guardedStreamServer';
import { demo } from '../../testing/liveTestServer';

/** A hub whose periodic re-check never comes during the test: only the immediate one can end a stream. */
const server = guardedStreamServer(600_000);
const { post, openStream } = server;

describe('live streams are re-checked at once', () => {
  it('after a sign-out', async () => {
    const { cookie, client } = await openStream('employee@demo.test');
    expect((await post(cookie, '/api/auth/logout')).status).toBe(204);
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'unauthenticated' });
    await client.ended;
  });

  it('after a password change in another session of the same account', async () => {
    const { client } = await openStream('employee@demo.test');
    const elsewhere = await server.t.signIn(demo, 'employee@demo.test');
    const password = 'Colmena2026';
    const changed = await post(elsewhere, '/api/auth/password', { password, confirmPassword: password });
    expect(changed.status).toBe(200);
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'unauthenticated' });
    await client.ended;
  });

  it('after a contact command changes a level', async () => {
    const { client } = await openStream('manager@demo.test');
    const admin = await server.t.signIn(demo, 'admin@demo.test');
    const outcome = await post(admin, '/api/commands', {
      id: randomUUID(),
      type: 'contact.update',
      payload: { contactId: 'c-manager', lvl: 10 },
    });
    expect(outcome.body).toMatchObject({ status: 'applied' });
    expect(await client.nextData('end', 2000)).toMatchObject({ error: 'forbidden' });
    await client.ended;
  });
});
