import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  develop,
  type LiveTestServer,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer();
});
afterAll(() => s.close());

const finished = { collection: 'proyectos', where: [['Estado', '==', 'Terminado']] };

describe('who may use a stream', () => {
  it('keeps streams apart per tenant and per caller', async () => {
    const stream = randomUUID();
    const client = await s.open('admin', stream);
    await client.nextData('ready');
    expect((await s.subscribe('employee', stream, 'sub-1', finished)).status).toBe(404);
    const inDevelop = await s.subscribe('developAdmin', stream, 'x-sub-1', { collection: 'colors' }, develop);
    expect(inDevelop.status).toBe(404);
    const other = await s.open('developAdmin', stream, {}, develop);
    expect(await other.nextData('ready')).toEqual({ stream, resumed: false });
    const thief = await s.open('employee', stream);
    expect(thief.status).toBe(403);
  });

  it('opens a stream with a stream token instead of the cookie', async () => {
    const issued = await s.post('admin', '/api/live/token');
    expect(issued.status).toBe(200);
    const { token, expiresIn } = issued.body as { token: string; expiresIn: number };
    expect(expiresIn).toBeGreaterThan(0);
    const stream = randomUUID();
    const client = await s.open('nobody', `${stream}&token=${encodeURIComponent(token)}`);
    expect(await client.nextData('ready')).toEqual({ stream, resumed: false });
    expect((await s.subscribe('admin', stream, 'sub-1', { collection: 'logs' })).status).toBe(200);
    expect((await client.next()).event).toBe('snapshot');
    expect((await s.open('nobody', `${randomUUID()}&token=forged.token`)).status).toBe(401);
    expect((await s.post('nobody', '/api/live/token')).status).toBe(401);
  });

  it('lets a signed-out visitor watch public widgets only', async () => {
    const stream = randomUUID();
    const client = await s.open('nobody', stream);
    await client.nextData('ready');
    expect((await s.subscribe('nobody', stream, 'w', { collection: 'widgets' })).status).toBe(200);
    const snapshot = await client.nextData<Snapshot>('snapshot');
    expect(new Set(snapshot.docs.map((d) => d.place))).toEqual(new Set(['public']));
    expect((await s.subscribe('nobody', stream, 'p', { collection: 'proyectos' })).status).toBe(401);
  });
});
