import type { MeResponse } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../../testing/testApp';
import { accountsKit, demo } from './testing/accountsKit';

let t: TestApp;
let kit: ReturnType<typeof accountsKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = accountsKit(t);
});
afterEach(() => t.close());

const fresh = 'Cambio2026x';

describe('POST /api/auth/password (forced reset and profile)', () => {
  it('sets the password, clears forceReset, ends other sessions and rotates this one', async () => {
    await kit.setForceReset('c-employee', true);
    const cookie = await t.signIn(demo, 'employee@demo.test');
    const other = await t.signIn(demo, 'employee@demo.test');
    expect((await kit.me(cookie))?.contact?.forceReset).toBe(true);
    const res = await kit.post('/api/auth/password', { password: fresh, confirmPassword: fresh }, { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as MeResponse).user?.contact?.forceReset).toBe(false);
    const rotated = kit.cookieOf(res);
    expect(rotated).not.toBe(cookie);
    expect(await kit.me(cookie)).toBeNull();
    expect(await kit.me(other)).toBeNull();
    expect((await kit.me(rotated))?.contact?.forceReset).toBe(false);
    await t.signIn(demo, 'employee@demo.test', fresh);
  });

  it.each([
    ['Short1', 'Short1', 'weak_password'],
    ['con espacio1A', 'con espacio1A', 'weak_password'],
    [fresh, `${fresh}!`, 'passwords_do_not_match'],
  ])('refuses %s / %s with 400 %s and changes nothing', async (password, confirmPassword, error) => {
    const cookie = await t.signIn(demo, 'employee@demo.test');
    const res = await kit.post('/api/auth/password', { password, confirmPassword }, { cookie });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
    expect(await kit.me(cookie)).not.toBeNull();
    await t.signIn(demo, 'employee@demo.test', demoPassword);
  });

  it('needs a session: 401 unauthenticated', async () => {
    const res = await kit.post('/api/auth/password', { password: fresh, confirmPassword: fresh });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthenticated' });
  });
});

describe('POST /v1/resetPwd (spec §7 compat, Bearer)', () => {
  it('changes the password for the Bearer token and answers the new token', async () => {
    const token = (await t.signIn(demo, 'client@demo.test')).split('=')[1] ?? '';
    const res = await t.request(demo, '/v1/resetPwd', {
      method: 'POST',
      json: { password: fresh, confirmPassword: fresh },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { ok: boolean; token: string };
    expect(answer.ok).toBe(true);
    expect(answer.token).not.toBe(token);
    expect(await kit.me(`__session=${token}`)).toBeNull();
    expect((await kit.me(`__session=${answer.token}`))?.uid).toBe('u-client');
    await t.signIn(demo, 'client@demo.test', fresh);
  });

  it.each([
    [{}, 401, 'unauthenticated'],
    [{ authorization: 'Bearer forged' }, 401, 'unauthenticated'],
  ])('refuses %j with %i %s', async (headers, status, error) => {
    const res = await t.request(demo, '/v1/resetPwd', {
      method: 'POST',
      json: { password: fresh, confirmPassword: fresh },
      headers,
    });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
  });

  it('applies the same rule', async () => {
    const token = (await t.signIn(demo, 'client@demo.test')).split('=')[1] ?? '';
    const res = await t.request(demo, '/v1/resetPwd', {
      method: 'POST',
      json: { password: 'weak', confirmPassword: 'weak' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await res.json()).toMatchObject({ error: 'weak_password' });
  });
});

describe('POST /api/auth/email', () => {
  it('asks the password again, then moves the sign-in and the contact to the new address', async () => {
    const cookie = await t.signIn(demo, 'coordinator@demo.test');
    const wrong = await kit.post(
      '/api/auth/email',
      { email: 'coord@demo.test', password: 'WrongPass1' },
      { cookie },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'incorrect_password' });
    const res = await kit.post(
      '/api/auth/email',
      { email: 'Coord@Demo.test', password: demoPassword },
      { cookie },
    );
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as MeResponse;
    expect(user).toMatchObject({ email: 'coord@demo.test', contact: { email: 'coord@demo.test' } });
    await t.signIn(demo, 'coord@demo.test');
    await expect(t.signIn(demo, 'coordinator@demo.test')).rejects.toThrow(/401/);
  });

  it.each([
    ['admin@demo.test', 409, 'email_in_use'],
    ['not-an-email', 400, 'wrong_email'],
  ])('refuses %s with %i %s', async (email, status, error) => {
    const cookie = await t.signIn(demo, 'coordinator@demo.test');
    const res = await kit.post('/api/auth/email', { email, password: demoPassword }, { cookie });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
    expect((await kit.me(cookie))?.email).toBe('coordinator@demo.test');
  });
});
