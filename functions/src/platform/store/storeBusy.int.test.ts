import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';

/**
 * Issue #8, defect 6, through the API: another process holding the database's write lock (a
 * backup, a script) used to freeze the server — every write slept 5 s on the event loop. Now a
 * write answers 503 store_busy with Retry-After quickly, reads and /healthz go on, and once the
 * lock is released everything works and nothing was lost.
 */

const demo = 'demo.localhost:8080';
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signIn(demo, 'admin@demo.test');
});
afterAll(() => t.close());

const command = (id: string) =>
  t.request(demo, '/api/commands', {
    method: 'POST',
    headers: { cookie },
    json: {
      id,
      type: 'document.create',
      payload: { collection: 'proyectos', docId: id, data: { Name: id } },
    },
  });
const query = () =>
  t.request(demo, '/api/query', { method: 'POST', headers: { cookie }, json: { collection: 'proyectos' } });
const timed = async <T>(run: () => T | Promise<T>): Promise<{ value: T; ms: number }> => {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
};

describe('another process holding the write lock', () => {
  it('writes answer 503 + Retry-After at once, reads and /healthz answer, and nothing is lost', async () => {
    expect(await (await command('before-lock')).json()).toMatchObject({ status: 'applied' });

    const holder = new Database(join(t.dataDir, 'data', 'colmena.db'));
    holder.exec('BEGIN IMMEDIATE');
    try {
      // A write waits a little (asynchronously), then gives up; /healthz meanwhile answers at once.
      const [write, health] = await Promise.all([
        timed(async () => command('during-1')),
        timed(async () => t.request(demo, '/healthz')),
      ]);
      expect(write.value.status).toBe(503);
      expect(write.value.headers.get('retry-after')).toBe('1');
      expect(await write.value.json()).toMatchObject({ error: 'store_busy' });
      expect(write.ms).toBeLessThan(1000);
      expect(health.value.status).toBe(200);
      expect(health.ms).toBeLessThan(write.ms);

      // While the lock stays taken, writes are refused without waiting, all of them.
      const burst = await timed(() =>
        Promise.all(Array.from({ length: 20 }, (_, i) => command(`during-${i + 2}`))),
      );
      expect(burst.value.map((res) => res.status)).toEqual(burst.value.map(() => 503));
      expect(burst.ms).toBeLessThan(1000);

      const read = await timed(query);
      expect(read.value.status).toBe(200);
      expect(read.ms).toBeLessThan(500);
      const names = ((await read.value.json()) as { docs: { FireId: string }[] }).docs.map((d) => d.FireId);
      expect(names).toContain('before-lock');
      expect(names.filter((id) => id.startsWith('during-'))).toEqual([]);
    } finally {
      holder.exec('ROLLBACK');
      holder.close();
    }

    // Released: the refused commands, retried with their ids, apply once each; nothing was lost.
    for (let i = 1; i <= 21; i++)
      expect(await (await command(`during-${i}`)).json()).toMatchObject({ status: 'applied' });
    const docs = ((await (await query()).json()) as { docs: { FireId: string }[] }).docs.map((d) => d.FireId);
    expect(docs).toContain('before-lock');
    expect(docs.filter((id) => id.startsWith('during-'))).toHaveLength(21);
    expect(await t.deps.store.get('demo', 'commands', 'before-lock')).toMatchObject({ status: 'applied' });
  });
});
