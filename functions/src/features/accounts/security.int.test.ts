import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, sessionTokenPattern, type TestApp } from '../../testing/testApp';
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
    expect(issued).toMatch(new RegExp(`^__session=${sessionTokenPattern(t.platform)}$`));
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

describe('sign-in throttle (issue #8, defect 4)', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const login = (email: string, password: string, address: string) =>
    kit.post('/api/auth/login', { email, password }, from(address));

  it('an attacker failing 50 times from one address does not stop the owner signing in from another', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 50; i++)
      answers.push((await login('client@demo.test', `Guess${i}xx`, '203.0.113.66')).status);
    expect(answers.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(45);
    expect((await login('client@demo.test', demoPassword, '203.0.113.66')).status).toBe(429);
    expect((await login('client@demo.test', demoPassword, '198.51.100.20')).status).toBe(200);
  });

  it('delays the attacker exponentially (1 s, 2 s, 4 s…), without checking the password meanwhile', async () => {
    for (let i = 0; i < 5; i++) await login('client@demo.test', 'Wrong1234', '203.0.113.66');
    for (const seconds of [1, 2, 4, 8]) {
      const held = await login('client@demo.test', demoPassword, '203.0.113.66');
      expect(held.status).toBe(429);
      expect(held.headers.get('retry-after')).toBe(String(seconds));
      expect(await held.json()).toMatchObject({ error: 'too_many_requests' });
      t.clock.advance(seconds * 1000);
      expect((await login('client@demo.test', 'Wrong1234', '203.0.113.66')).status).toBe(401);
    }
    // The right password, once its turn comes, signs in and clears the pair.
    t.clock.advance(16_000);
    expect((await login('client@demo.test', demoPassword, '203.0.113.66')).status).toBe(200);
    expect((await login('client@demo.test', 'Wrong1234', '203.0.113.66')).status).toBe(401);
    expect((await login('client@demo.test', demoPassword, '203.0.113.66')).status).toBe(200);
  });

  it('10 failures on 10 accounts from one office address do not block an 11th account there', async () => {
    const nat = '198.51.100.1';
    const accounts = ['admin', 'manager', 'coordinator', 'employee', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6'];
    for (const name of accounts) {
      const res = await login(`${name}@demo.test`, 'Whatever1', nat);
      expect(res.status).toBe(401);
    }
    expect((await login('client@demo.test', demoPassword, nat)).status).toBe(200);
    // Each of them still signs in there with the right password.
    expect((await login('manager@demo.test', demoPassword, nat)).status).toBe(200);
  });

  it('counts an IPv6 caller by its /64: rotating addresses inside it gains no free guesses', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 10; i++)
      answers.push((await login('client@demo.test', `Guess${i}xx`, `2001:db8:7:8::${i + 1}`)).status);
    expect(answers.filter((s) => s === 401)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(5);
    // Another /64 is another caller.
    expect((await login('client@demo.test', demoPassword, '2001:db8:7:9::1')).status).toBe(200);
  });

  it('counts an address’s failures across companies: a sprayer gets one ceiling, not one per company', async () => {
    const sprayer = '203.0.113.98';
    const spray = (host: string, first: number) =>
      Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          t.request(host, '/api/auth/login', {
            method: 'POST',
            json: { email: `nobody${first + i}@x.test`, password: 'Whatever1' },
            headers: from(sprayer),
          }),
        ),
      );
    await spray('demo.localhost:8080', 0);
    await spray('develop.localhost:8080', 50);
    expect((await login('client@demo.test', demoPassword, sprayer)).status).toBe(429);
    expect((await login('client@demo.test', demoPassword, '198.51.100.3')).status).toBe(200);
  });

  it('a reset-code request over the limit says how long to wait', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 6; i++)
      last = await kit.post('/api/auth/reset/request', { email: 'client@demo.test' }, from('198.51.100.40'));
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('an address spraying many accounts meets a ceiling of 100 failures in 15 minutes', async () => {
    const sprayer = '203.0.113.99';
    for (let batch = 0; batch < 10; batch++)
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(`nobody${batch * 10 + i}@demo.test`, 'Whatever1', sprayer),
        ),
      );
    expect((await login('client@demo.test', demoPassword, sprayer)).status).toBe(429);
    expect((await login('client@demo.test', demoPassword, '198.51.100.2')).status).toBe(200);
    t.clock.advance(15 * 60 * 1000);
    expect((await login('client@demo.test', demoPassword, sprayer)).status).toBe(200);
  });
});
