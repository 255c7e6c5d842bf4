import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { accountsKit, demo } from './testing/accountsKit';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const outbox = (cookie?: string, host = demo) =>
  t.request(host, '/api/admin/outbox', { headers: cookie ? { cookie } : {} });

describe('GET /api/admin/outbox', () => {
  it('shows level 100 the tenant mails, newest first', async () => {
    const kit = accountsKit(t);
    await kit.requestCode('client@demo.test');
    await kit.requestCode('employee@demo.test');
    const res = await outbox(await t.signIn(demo, 'admin@demo.test'));
    expect(res.status).toBe(200);
    const { mails } = (await res.json()) as { mails: { to: string; text: string; createdAt: string }[] };
    expect(mails.map((m) => m.to)).toEqual(['employee@demo.test', 'client@demo.test']);
    expect(mails[0]?.text).toMatch(/\b\d{6}\b/);
  });

  it('never shows a tenant the mails of another', async () => {
    await accountsKit(t).requestCode('client@demo.test');
    expect(await t.deps.outbox?.list('develop', 10)).toEqual([]);
  });

  it.each([
    ['manager@demo.test', 403, 'forbidden'],
    ['client@demo.test', 403, 'forbidden'],
  ])('refuses %s with %i', async (email, status, error) => {
    const res = await outbox(await t.signIn(demo, email));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
  });

  it('refuses a visitor with 401', async () => {
    expect((await outbox()).status).toBe(401);
  });
});
