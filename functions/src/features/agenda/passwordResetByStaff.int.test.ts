import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { accountsKit } from '../accounts/testing/accountsKit';
import { agendaKit, demo } from './testing/agendaKit';

let t: TestApp;
let kit: ReturnType<typeof agendaKit>;
let accounts: ReturnType<typeof accountsKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = agendaKit(t);
  accounts = accountsKit(t);
});
afterEach(() => t.close());

const temporary = 'Temporal2026';
const as = (email: string) => t.signIn(demo, email);
const post = (cookie: string, path: string, json: unknown = {}) =>
  t.request(demo, path, { method: 'POST', json, headers: { cookie } });
const setPassword = (cookie: string, contactId: string, password = temporary, confirmPassword = password) =>
  post(cookie, `/api/agenda/contacts/${contactId}/password`, { password, confirmPassword });
const mailReset = (cookie: string, contactId: string) =>
  post(cookie, `/api/agenda/contacts/${contactId}/reset-mail`);
const login = (email: string, password: string) =>
  t.request(demo, '/api/auth/login', { method: 'POST', json: { email, password } });
const logsOf = (contactId: string) =>
  t.deps.store.query('demo', { collection: 'logs', where: [['document', '==', contactId]], limit: 50 });

describe('POST /api/agenda/contacts/:contactId/password: a temporary password', () => {
  it('an admin sets it: the old password and sessions end, the person must choose a new one', async () => {
    const employee = await as('employee@demo.test');
    const res = await setPassword(await as('admin@demo.test'), 'c-employee');
    expect(res.status).toBe(200);
    expect(await kit.contact('c-employee')).toMatchObject({ forceReset: true });
    expect(await accounts.me(employee)).toBeNull();
    expect(await (await login('employee@demo.test', 'Colmena2026')).json()).toMatchObject({
      error: 'incorrect_password',
    });

    const signedIn = await login('employee@demo.test', temporary);
    expect(signedIn.status).toBe(200);
    const cookie = accounts.cookieOf(signedIn);
    // The forced-reset gate: nothing but the new password until it is chosen.
    const query = await t.request(demo, '/api/query', {
      method: 'POST',
      json: { collection: 'agenda' },
      headers: { cookie },
    });
    expect(await query.json()).toMatchObject({ error: 'password_reset_required' });
    const chosen = await post(cookie, '/api/auth/password', {
      password: 'Propia2026',
      confirmPassword: 'Propia2026',
    });
    expect(chosen.status).toBe(200);
    expect(await kit.contact('c-employee')).toMatchObject({ forceReset: false });

    const logged = (await logsOf('c-employee')).map((log) => log.modification);
    expect(logged).toContainEqual({ password: 'temporary', forceReset: true, account: 'u-employee' });
    expect(JSON.stringify(await logsOf('c-employee'))).not.toContain(temporary);
  });

  it.each([
    ['sin-mayusculas1', 'sin-mayusculas1', 'weak_password'],
    [temporary, 'Temporal2027', 'passwords_do_not_match'],
  ])('refuses %s / %s with %s and changes nothing', async (password, confirm, error) => {
    const res = await setPassword(await as('admin@demo.test'), 'c-employee', password, confirm);
    expect(await res.json()).toMatchObject({ error });
    expect(await kit.contact('c-employee')).not.toMatchObject({ forceReset: true });
    expect((await login('employee@demo.test', 'Colmena2026')).status).toBe(200);
  });

  it.each([
    // Staff manage accounts strictly below their level; level 100 anyone.
    ['admin@demo.test', 'c-manager', 200],
    ['admin@demo.test', 'c-client', 200],
    ['manager@demo.test', 'c-coordinator', 200],
    ['manager@demo.test', 'c-client', 200],
    ['coordinator@demo.test', 'c-employee', 200],
    ['manager@demo.test', 'c-admin', 403],
    ['coordinator@demo.test', 'c-manager', 403],
    // Never one's own (the profile changes it, with the current password).
    ['admin@demo.test', 'c-admin', 403],
    ['manager@demo.test', 'c-manager', 403],
    // Below the people list (agendaViewLvl 10): not even a client's.
    ['employee@demo.test', 'c-client', 403],
    ['client@demo.test', 'c-client', 403],
  ])('%s for %s → %i', async (email, contactId, status) => {
    const res = await setPassword(await as(email), contactId);
    expect(res.status).toBe(status);
    const contact = await kit.contact(contactId);
    if (status === 200) expect(contact).toMatchObject({ forceReset: true });
    else {
      expect(await res.json()).toMatchObject({ error: 'forbidden' });
      expect(contact?.forceReset).not.toBe(true);
    }
  });

  it('refuses a contact without an account, or none at all, and a visitor', async () => {
    const admin = await as('admin@demo.test');
    expect(await (await setPassword(admin, 'c-cliente-01')).json()).toMatchObject({
      error: 'invalid_change',
    });
    expect(await (await setPassword(admin, 'nobody')).json()).toMatchObject({ error: 'not_found' });
    const visitor = await t.request(demo, '/api/agenda/contacts/c-employee/password', {
      method: 'POST',
      json: { password: temporary, confirmPassword: temporary },
    });
    expect(visitor.status).toBe(401);
  });

  it('a browser cannot send contact.passwordReset itself', async () => {
    const { outcome } = await kit.send(await as('admin@demo.test'), 'contact.passwordReset', {
      contactId: 'c-employee',
      uid: 'u-employee',
      how: 'temporary',
    });
    expect(outcome.status).toBe('rejected');
    expect(await kit.contact('c-employee')).not.toMatchObject({ forceReset: true });
  });
});

describe('POST /api/agenda/contacts/:contactId/reset-mail', () => {
  it('mails the person a link that opens the reset at the code; the old password works until then', async () => {
    const res = await mailReset(await as('manager@demo.test'), 'c-employee');
    expect(res.status).toBe(200);
    const mail = await accounts.mailTo('employee@demo.test');
    const link = mail.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    const url = new URL(link);
    expect(url.host).toBe(demo);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('email')).toBe('employee@demo.test');
    const code = url.searchParams.get('code') ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    expect((await login('employee@demo.test', 'Colmena2026')).status).toBe(200);
    expect(await kit.contact('c-employee')).not.toMatchObject({ forceReset: true });

    const confirmed = await t.request(demo, '/api/auth/reset/confirm', {
      method: 'POST',
      json: { email: 'employee@demo.test', code, password: 'Correo2026', confirmPassword: 'Correo2026' },
    });
    expect(confirmed.status).toBe(200);
    expect((await login('employee@demo.test', 'Correo2026')).status).toBe(200);
    expect((await logsOf('c-employee')).map((log) => log.modification)).toContainEqual({
      password: 'resetMail',
      account: 'u-employee',
    });
  });

  it.each([
    ['manager@demo.test', 'c-admin', 'forbidden'],
    ['coordinator@demo.test', 'c-coordinator', 'forbidden'],
    ['employee@demo.test', 'c-client', 'forbidden'],
    ['admin@demo.test', 'c-operario-06', 'invalid_change'],
  ])('%s for %s → %s, nothing mailed', async (email, contactId, error) => {
    const res = await mailReset(await as(email), contactId);
    expect(await res.json()).toMatchObject({ error });
    expect(await t.deps.outbox?.list('demo', 100)).toEqual([]);
  });

  it('refuses a disabled account', async () => {
    const admin = await as('admin@demo.test');
    await kit.send(admin, 'contact.update', { contactId: 'c-employee', disabled: true });
    expect(await (await mailReset(admin, 'c-employee')).json()).toMatchObject({ error: 'invalid_change' });
  });
});
