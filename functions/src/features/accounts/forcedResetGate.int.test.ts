import type { MeResponse } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { accountsKit, demo } from './testing/accountsKit';

let t: TestApp;
let kit: ReturnType<typeof accountsKit>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  kit = accountsKit(t);
  await kit.setForceReset('c-manager', true);
  cookie = await t.signIn(demo, 'manager@demo.test');
});
afterEach(() => t.close());

const fresh = 'Cambio2026x';
const send = (path: string, init: RequestInit & { json?: unknown } = {}, session = cookie) =>
  t.request(demo, path, { ...init, headers: { cookie: session, ...init.headers } });

/** Every kind of call the app makes besides the reset flow, with a body that would work. */
const refused: [string, string, unknown][] = [
  ['POST', '/api/query', { collection: 'proyectos' }],
  [
    'POST',
    '/api/commands',
    { id: 'x1', type: 'document.create', payload: { collection: 'proyectos', data: {} } },
  ],
  [
    'POST',
    '/api/commands',
    { id: 'x2', type: 'contact.update', payload: { contactId: 'c-manager', Name: 'X' } },
  ],
  ['GET', '/api/widgets?place=company', undefined],
  ['POST', '/api/live/token', undefined],
  ['POST', '/api/live', { subs: [{ id: 's', query: { collection: 'proyectos' } }] }],
  ['POST', '/api/auth/email', { email: 'other@demo.test', password: 'Colmena2026' }],
  ['GET', '/api/public/data', undefined],
  ['GET', '/api/files/anything.png', undefined],
];

describe('while the contact has forceReset', () => {
  it.each(refused)('%s %s → 403 password_reset_required, nothing changes', async (method, path, json) => {
    const res = await send(path, { method, ...(json === undefined ? {} : { json }) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: 'password_reset_required',
      message: 'You must choose a new password before you continue',
    });
    expect(await t.deps.store.query('demo', { collection: 'commands' })).toEqual([]);
    expect(await t.deps.store.get('demo', 'agenda', 'c-manager')).toMatchObject({ Name: 'Javier' });
  });

  it('the compat collection read answers its failure shape', async () => {
    const token = cookie.split('=')[1] ?? '';
    const res = await t.request(demo, '/firestore/v1/collections/proyectos', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await res.json()).toEqual({
      error: true,
      error_desc: 'You must choose a new password before you continue',
      data: { data: [] },
    });
  });

  it('still answers me (with the flag), the company and logout', async () => {
    const me = await send('/api/auth/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as MeResponse).user?.contact?.forceReset).toBe(true);
    expect((await send('/api/company')).status).toBe(200);
    expect((await send('/api/auth/logout', { method: 'POST' })).status).toBe(204);
    expect(await kit.me(cookie)).toBeNull();
  });

  it('lets the password be changed; then everything opens again', async () => {
    const res = await send('/api/auth/password', {
      method: 'POST',
      json: { password: fresh, confirmPassword: fresh },
    });
    expect(res.status).toBe(200);
    const rotated = kit.cookieOf(res);
    const query = await send('/api/query', { method: 'POST', json: { collection: 'proyectos' } }, rotated);
    expect(query.status).toBe(200);
  });

  it('lets the compat POST /v1/resetPwd change it with the Bearer token', async () => {
    const token = cookie.split('=')[1] ?? '';
    const res = await t.request(demo, '/v1/resetPwd', {
      method: 'POST',
      json: { password: fresh, confirmPassword: fresh },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const { token: next } = (await res.json()) as { token: string };
    const query = await t.request(demo, '/api/query', {
      method: 'POST',
      json: { collection: 'proyectos' },
      headers: { authorization: `Bearer ${next}` },
    });
    expect(query.status).toBe(200);
  });

  it('applies to a flag set after sign-in, and to no one else', async () => {
    const employee = await t.signIn(demo, 'employee@demo.test');
    const before = await send('/api/query', { method: 'POST', json: { collection: 'proyectos' } }, employee);
    expect(before.status).toBe(200);
    await kit.setForceReset('c-employee', true);
    const after = await send('/api/query', { method: 'POST', json: { collection: 'proyectos' } }, employee);
    expect(after.status).toBe(403);
    const visitor = await t.request(demo, '/api/company');
    expect(visitor.status).toBe(200);
  });
});
