import type { MeResponse } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, sessionTokenPattern, type TestApp } from '../../testing/testApp';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const demo = 'demo.localhost:8080';
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.request(demo, '/api/auth/login', { method: 'POST', json: { email, password }, headers });
const me = async (cookie?: string) => {
  const res = await t.request(demo, '/api/auth/me', { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return ((await res.json()) as MeResponse).user;
};

async function disableContact(id: string) {
  await t.deps.store.transaction('demo', (tx) => tx.merge('agenda', id, { disabled: true }));
}

describe('POST /api/auth/login errors', () => {
  it.each([
    ['client@demo.test', '12345', 400, 'password_too_short'],
    ['nobody@demo.test', demoPassword, 401, 'wrong_user'],
    ['client@demo.test', 'WrongPass1', 401, 'incorrect_password'],
  ])('%s / %s → %i %s', async (email, password, status, error) => {
    const res = await login(email, password);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers bad_request for a body that is not the login form', async () => {
    const res = await t.request(demo, '/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'nope',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'bad_request' });
  });

  it('answers wrong_user when the contact is disabled, even with a wrong password', async () => {
    await disableContact('c-employee');
    expect(await (await login('employee@demo.test', demoPassword)).json()).toMatchObject({
      error: 'wrong_user',
    });
    expect(await (await login('employee@demo.test', 'WrongPass1')).json()).toMatchObject({
      error: 'wrong_user',
    });
  });

  it('checks the length before anything else', async () => {
    expect(await (await login('nobody@demo.test', 'x')).json()).toMatchObject({
      error: 'password_too_short',
    });
  });

  it('answers 429 too_many_requests with Retry-After after 5 failures from one address; the right password waits there too', async () => {
    const there = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 5; i++)
      expect((await login('manager@demo.test', 'WrongPass1', there)).status).toBe(401);
    const blocked = await login('manager@demo.test', demoPassword, there);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(await blocked.json()).toEqual({
      error: 'too_many_requests',
      message: 'ERROR: Too many requests to the server',
    });
    t.clock.advance(1000);
    expect((await login('manager@demo.test', demoPassword, there)).status).toBe(200);
  });
});

describe('sessions', () => {
  it('signs in: the answer is the user, the cookie is httpOnly, Lax, path /', async () => {
    const res = await login('CLIENT@demo.test', demoPassword);
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as MeResponse;
    expect(user).toMatchObject({
      uid: 'u-client',
      email: 'client@demo.test',
      lvl: 0,
      contact: { FireId: 'c-client', Name: 'Carmen', Rol: 'Cliente', lenguage: 'es' },
      unreadMessages: 1,
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^__session=${sessionTokenPattern(t.platform)};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure when the browser came over https', async () => {
    const res = await login('client@demo.test', demoPassword, { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('set-cookie')).toContain('Secure');
  });

  it('answers me with null when signed out, and never 401', async () => {
    expect(await me()).toBeNull();
    expect(await me('__session=forged')).toBeNull();
  });

  it('counts unread threads: not mine and not watched', async () => {
    const admin = await t.signIn(demo, 'admin@demo.test');
    expect((await me(admin))?.unreadMessages).toBe(1);
    const manager = await t.signIn(demo, 'manager@demo.test');
    expect((await me(manager))?.unreadMessages).toBe(0);
    const employee = await t.signIn(demo, 'employee@demo.test');
    expect((await me(employee))?.unreadMessages).toBe(0);
  });

  it('accepts the session as a Bearer token too', async () => {
    const cookie = await t.signIn(demo, 'manager@demo.test');
    const token = cookie.split('=')[1] ?? '';
    const res = await t.request(demo, '/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(((await res.json()) as MeResponse).user?.lvl).toBe(50);
  });

  it('replaces the session on a new sign-in (no fixation)', async () => {
    const first = await t.signIn(demo, 'client@demo.test');
    const res = await login('client@demo.test', demoPassword, { cookie: first });
    const second = res.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(second).not.toBe(first);
    expect(await me(first)).toBeNull();
    expect((await me(second))?.uid).toBe('u-client');
  });

  it('logs out: 204, session gone server-side, cookie cleared', async () => {
    const cookie = await t.signIn(demo, 'coordinator@demo.test');
    const res = await t.request(demo, '/api/auth/logout', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^__session=;.*Max-Age=0/);
    expect(await me(cookie)).toBeNull();
  });

  it('does not carry a session to another tenant', async () => {
    const cookie = await t.signIn(demo, 'admin@demo.test');
    const res = await t.request('develop.localhost:8080', '/api/auth/me', { headers: { cookie } });
    expect(((await res.json()) as MeResponse).user).toBeNull();
  });

  it('refuses a state-changing request from another origin with 403 forbidden', async () => {
    const cookie = await t.signIn(demo, 'admin@demo.test');
    const res = await t.request(demo, '/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://evil.localhost:8080' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'forbidden' });
    expect(await me(cookie)).not.toBeNull();
    const same = await t.request(demo, '/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://demo.localhost:8080' },
    });
    expect(same.status).toBe(204);
  });
});

describe('request bodies', () => {
  it('refuses a body over 1 MiB with 413 before parsing it', async () => {
    const res = await login('client@demo.test', 'x'.repeat(1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'bad_request' });
  });
});
