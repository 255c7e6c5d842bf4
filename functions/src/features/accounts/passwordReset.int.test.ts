import type { MeResponse } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../../testing/testApp';
import { accountsKit } from './testing/accountsKit';

let t: TestApp;
let kit: ReturnType<typeof accountsKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = accountsKit(t);
});
afterEach(() => t.close());

const newPassword = 'Nueva2026x';

describe('POST /api/auth/reset/request', () => {
  it('mails a 6-digit code in the contact language and answers {ok}', async () => {
    const res = await kit.post('/api/auth/reset/request', { email: 'Client@Demo.test ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const mail = await kit.mailTo('client@demo.test');
    expect(kit.codeIn(mail.text)).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain('contraseña');
    expect(mail.text).toContain('15 minutos');
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const res = await kit.post('/api/auth/reset/request', { email: 'nobody@demo.test' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(await t.deps.outbox?.list('demo', 10)).toEqual([]);
  });

  it.each([['not-an-email'], [''], ['a@'], ['@demo.test']])('answers wrong_email for %j', async (email) => {
    const res = await kit.post('/api/auth/reset/request', { email });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'wrong_email', message: 'Wrong email!' });
  });

  it('limits codes per e-mail (known or not) and per address: 429 too_many_requests', async () => {
    for (const email of ['client@demo.test', 'ghost@demo.test']) {
      for (let i = 0; i < 5; i++)
        expect((await kit.post('/api/auth/reset/request', { email })).status).toBe(200);
      const res = await kit.post('/api/auth/reset/request', { email });
      expect(res.status).toBe(429);
      expect(await res.json()).toMatchObject({ error: 'too_many_requests' });
    }
    const address = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 20; i++)
      await kit.post('/api/auth/reset/request', { email: `p${i}@demo.test` }, address);
    expect((await kit.post('/api/auth/reset/request', { email: 'new@demo.test' }, address)).status).toBe(429);
  });
});

describe('POST /api/auth/reset/verify and /confirm', () => {
  it('verifies, then sets the new password, clears forceReset and signs in with a fresh session', async () => {
    await kit.setForceReset('c-employee', true);
    const oldSession = await t.signIn('demo.localhost:8080', 'employee@demo.test');
    const code = await kit.requestCode('employee@demo.test');
    const verify = await kit.post('/api/auth/reset/verify', { email: 'employee@demo.test', code });
    expect(verify.status).toBe(200);

    const res = await kit.post('/api/auth/reset/confirm', {
      email: 'employee@demo.test',
      code,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as MeResponse;
    expect(user).toMatchObject({ uid: 'u-employee', contact: { FireId: 'c-employee', forceReset: false } });
    const cookie = kit.cookieOf(res);
    expect((await kit.me(cookie))?.uid).toBe('u-employee');
    expect(await kit.me(oldSession)).toBeNull();
    await expect(t.signIn('demo.localhost:8080', 'employee@demo.test')).rejects.toThrow(/401/);
    await t.signIn('demo.localhost:8080', 'employee@demo.test', newPassword);
    const again = await kit.post('/api/auth/reset/confirm', {
      email: 'employee@demo.test',
      code,
      password: 'Otra2026xx',
      confirmPassword: 'Otra2026xx',
    });
    expect(await again.json()).toMatchObject({ error: 'invalid_code' });
  });

  it('logs the forceReset change as done by the server for the account', async () => {
    await kit.setForceReset('c-employee', true);
    const code = await kit.requestCode('employee@demo.test');
    const body = { email: 'employee@demo.test', code, password: newPassword, confirmPassword: newPassword };
    expect((await kit.post('/api/auth/reset/confirm', body)).status).toBe(200);
    const logs = await t.deps.store.query('demo', {
      collection: 'logs',
      where: [['document', '==', 'c-employee']],
    });
    expect(logs).toEqual([
      expect.objectContaining({
        action: 'modification',
        user: 'server:accounts',
        modification: { forceReset: false, account: 'u-employee' },
      }),
    ]);
  });

  it.each([
    ['Short1', 'Short1', 'weak_password'],
    ['nouppercase1', 'nouppercase1', 'weak_password'],
    ['Nueva2026x', 'Nueva2026y', 'passwords_do_not_match'],
  ])('refuses %s / %s with %s, keeping the code', async (password, confirmPassword, error) => {
    const code = await kit.requestCode('client@demo.test');
    const res = await kit.post('/api/auth/reset/confirm', {
      email: 'client@demo.test',
      code,
      password,
      confirmPassword,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
    const verify = await kit.post('/api/auth/reset/verify', { email: 'client@demo.test', code });
    expect(verify.status).toBe(200);
  });

  it('answers 400 invalid_code for a wrong code, and the code dies after 5 wrong tries', async () => {
    const code = await kit.requestCode('client@demo.test');
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const res = await kit.post('/api/auth/reset/verify', { email: 'client@demo.test', code: wrong });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: 'invalid_code', message: 'Wrong or expired code!' });
    }
    expect((await kit.post('/api/auth/reset/verify', { email: 'client@demo.test', code })).status).toBe(400);
  });

  it('expires a code after 15 minutes', async () => {
    const code = await kit.requestCode('client@demo.test');
    t.clock.advance(15 * 60 * 1000);
    expect((await kit.post('/api/auth/reset/verify', { email: 'client@demo.test', code })).status).toBe(400);
  });

  it('does not sign in a disabled contact', async () => {
    const code = await kit.requestCode('client@demo.test');
    await t.deps.store.transaction('demo', async (tx) => tx.merge('agenda', 'c-client', { disabled: true }));
    const body = { email: 'client@demo.test', code, password: newPassword, confirmPassword: newPassword };
    const res = await kit.post('/api/auth/reset/confirm', body);
    expect(await res.json()).toMatchObject({ error: 'wrong_user' });
    await t.signIn('demo.localhost:8080', 'manager@demo.test', demoPassword);
  });
});
