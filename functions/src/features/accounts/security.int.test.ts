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
const contact = { Name: 'Eve', email: 'eve@demo.test', password: fresh, confirmPassword: fresh };

/** Every state-changing route of the accounts and agenda features, with a body that would work. */
const routes: [string, unknown][] = [
  ['/api/auth/login', { email: 'client@demo.test', password: demoPassword }],
  ['/api/auth/logout', {}],
  ['/api/auth/reset/request', { email: 'client@demo.test' }],
  ['/api/auth/reset/verify', { email: 'client@demo.test', code: '123456' }],
  [
    '/api/auth/reset/confirm',
    { email: 'client@demo.test', code: '123456', password: fresh, confirmPassword: fresh },
  ],
  ['/api/auth/password', { password: fresh, confirmPassword: fresh }],
  ['/api/auth/email', { email: 'new@demo.test', password: demoPassword }],
  ['/v1/resetPwd', { password: fresh, confirmPassword: fresh }],
  ['/api/commands', { id: 'cmd-eve', type: 'contact.create', payload: contact }],
  ['/api/commands', { id: 'cmd-upd', type: 'contact.update', payload: { contactId: 'c-client', Name: 'X' } }],
];

describe('same-origin check (CSRF) on every state-changing route', () => {
  it.each(routes)('POST %s from another origin → 403 forbidden, nothing changes', async (path, json) => {
    const cookie = await t.signIn(demo, 'admin@demo.test');
    const res = await t.request(demo, path, {
      method: 'POST',
      json,
      headers: { cookie, origin: 'http://evil.example', authorization: `Bearer ${cookie.split('=')[1]}` },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: 'forbidden' });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await kit.me(cookie))?.uid).toBe('u-admin');
    expect(await t.deps.outbox?.list('demo', 10)).toEqual([]);
    expect(await t.deps.accounts.findByEmail('demo', 'eve@demo.test')).toBeNull();
    expect((await t.deps.store.get('demo', 'agenda', 'c-client'))?.Name).not.toBe('X');
    await t.signIn(demo, 'admin@demo.test', demoPassword);
  });

  it.each(routes)('POST %s from its own origin is not refused by the check', async (path, json) => {
    const cookie = await t.signIn(demo, 'admin@demo.test');
    const res = await t.request(demo, path, {
      method: 'POST',
      json,
      headers: {
        cookie,
        origin: 'http://demo.localhost:8080',
        authorization: `Bearer ${cookie.split('=')[1]}`,
      },
    });
    expect(res.status).not.toBe(403);
  });
});

describe('sessions', () => {
  it('never adopts a token the browser brings to sign-in (fixation)', async () => {
    const planted = '__session=AttackerChosenToken00000000000000000000000';
    const res = await kit.post(
      '/api/auth/login',
      { email: 'client@demo.test', password: demoPassword },
      { cookie: planted },
    );
    const issued = kit.cookieOf(res);
    expect(issued).toMatch(/^__session=[\w-]{43}$/);
    expect(issued).not.toBe(planted);
    expect(await kit.me(planted)).toBeNull();
    expect((await kit.me(issued))?.uid).toBe('u-client');
  });

  it('ends the session on the server at logout: the token is dead as cookie and as Bearer', async () => {
    const cookie = await t.signIn(demo, 'client@demo.test');
    const token = cookie.split('=')[1] ?? '';
    expect((await kit.post('/api/auth/logout', {}, { cookie })).status).toBe(204);
    expect(await kit.me(cookie)).toBeNull();
    const bearer = await t.request(demo, '/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(((await bearer.json()) as { user: unknown }).user).toBeNull();
    const res = await kit.post('/api/auth/password', { password: fresh, confirmPassword: fresh }, { cookie });
    expect(res.status).toBe(401);
  });
});

describe('who cannot sign in', () => {
  it.each([
    ['a disabled account', () => t.deps.accounts.setDisabled('demo', 'u-client', true)],
    ['a removed account', () => t.deps.accounts.remove('demo', 'u-client')],
    [
      'a disabled contact',
      () =>
        t.deps.store.transaction('demo', async (tx) => tx.merge('agenda', 'c-client', { disabled: true })),
    ],
  ])('%s → 401 wrong_user, no cookie', async (_what, change) => {
    await change();
    const res = await kit.post('/api/auth/login', { email: 'client@demo.test', password: demoPassword });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'wrong_user' });
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('login rate limit', () => {
  it('per address: 10 failures on any accounts block that address only', async () => {
    const from = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });
    for (let i = 0; i < 10; i++) {
      const res = await kit.post(
        '/api/auth/login',
        { email: `guess${i}@demo.test`, password: 'Whatever1' },
        from(1),
      );
      expect(res.status).toBe(401);
    }
    const blocked = await kit.post(
      '/api/auth/login',
      { email: 'client@demo.test', password: demoPassword },
      from(1),
    );
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ error: 'too_many_requests' });
    const other = await kit.post(
      '/api/auth/login',
      { email: 'client@demo.test', password: demoPassword },
      from(2),
    );
    expect(other.status).toBe(200);
  });
});
