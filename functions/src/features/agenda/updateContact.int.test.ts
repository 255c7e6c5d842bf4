import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rejectNextCommandTransaction } from '../../testing/rejectCommandTransaction';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { agendaKit, demo } from './testing/agendaKit';

let t: TestApp;
let kit: ReturnType<typeof agendaKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = agendaKit(t);
});
afterEach(() => t.close());

const as = (email: string) => t.signIn(demo, email);
const level = async (uid: string) => (await t.deps.accounts.get('demo', uid))?.lvl;

describe('contact.update by the contact themselves', () => {
  it('changes their own Name, Surname, phone, language and image', async () => {
    const cookie = await as('employee@demo.test');
    const fields = {
      Name: 'Emilia',
      Surname: 'Ruiz',
      phone: '611',
      lenguage: 'en',
      ImgUrl: 'https://img.test/e.png',
    };
    const { outcome } = await kit.send(cookie, 'contact.update', { contactId: 'c-employee', ...fields });
    expect(outcome.status).toBe('applied');
    expect(await kit.contact('c-employee')).toMatchObject(fields);
  });

  it.each([
    [{ Rol: 'Cliente' }],
    [{ lvl: 50 }],
    [{ forceReset: false }],
    [{ disabled: true }],
    [{ email: 'me@demo.test' }],
  ])('refuses %j on their own contact (forbidden), recorded, nothing changed', async (fields) => {
    const cookie = await as('employee@demo.test');
    const { outcome } = await kit.send(
      cookie,
      'contact.update',
      { contactId: 'c-employee', ...fields },
      'u1',
    );
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await t.deps.accounts.get('demo', 'u-employee')).toMatchObject({
      lvl: 0,
      email: 'employee@demo.test',
    });
    expect(await kit.contact('c-employee')).toMatchObject({ Rol: 'Empleado' });
  });

  it('refuses another contact below agendaViewLvl', async () => {
    const { outcome } = await kit.send(await as('client@demo.test'), 'contact.update', {
      contactId: 'c-employee',
      Name: 'X',
    });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
  });
});

describe('contact.update by staff', () => {
  it('changes Rol, e-mail (the sign-in too) and forceReset of a contact', async () => {
    const { outcome } = await kit.send(await as('manager@demo.test'), 'contact.update', {
      contactId: 'c-client',
      Rol: 'Empleado',
      email: 'Carmen@Demo.test',
      forceReset: true,
    });
    expect(outcome.status).toBe('applied');
    expect(await kit.contact('c-client')).toMatchObject({
      Rol: 'Empleado',
      email: 'carmen@demo.test',
      forceReset: true,
    });
    await t.signIn(demo, 'carmen@demo.test');
  });

  it('lets level 100 set a level up to its own; nobody else', async () => {
    const admin = await as('admin@demo.test');
    expect(
      (await kit.send(admin, 'contact.update', { contactId: 'c-employee', lvl: 50 })).outcome.status,
    ).toBe('applied');
    expect(await level('u-employee')).toBe(50);
    const manager = await as('manager@demo.test');
    const { outcome } = await kit.send(manager, 'contact.update', { contactId: 'c-client', lvl: 10 });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await level('u-client')).toBe(0);
    const levels = await t.request(demo, '/api/agenda/levels', { headers: { cookie: admin } });
    expect(await levels.json()).toMatchObject({
      levels: { 'c-employee': { uid: 'u-employee', lvl: 50, disabled: false }, 'c-admin': { lvl: 100 } },
    });
    // Staff read the levels too (the people list names them): contactPhotoAndLevels.int.test.ts.
    expect((await t.request(demo, '/api/agenda/levels', { headers: { cookie: manager } })).status).toBe(200);
  });

  it('does not let a manager touch an account above its level', async () => {
    const manager = await as('manager@demo.test');
    for (const fields of [{ disabled: true }, { email: 'evil@demo.test' }, { Name: 'X' }]) {
      const { outcome } = await kit.send(manager, 'contact.update', { contactId: 'c-admin', ...fields });
      expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    }
    expect(await t.deps.accounts.get('demo', 'u-admin')).toMatchObject({
      email: 'admin@demo.test',
      disabled: false,
    });
  });

  it('disables a contact: its sessions end and it cannot sign in', async () => {
    const client = await as('client@demo.test');
    const admin = await as('admin@demo.test');
    expect(
      (await kit.send(admin, 'contact.update', { contactId: 'c-client', disabled: true })).outcome.status,
    ).toBe('applied');
    const me = await t.request(demo, '/api/auth/me', { headers: { cookie: client } });
    expect(await me.json()).toEqual({ user: null });
    const login = await t.request(demo, '/api/auth/login', {
      method: 'POST',
      json: { email: 'client@demo.test', password: 'Colmena2026' },
    });
    expect(await login.json()).toMatchObject({ error: 'wrong_user' });
  });

  it.each([
    [{ email: 'admin@demo.test' }, 'email_in_use'],
    [{ email: '' }, 'contact_needs_email'],
    [{ email: 'nope' }, 'wrong_email'],
  ])('refuses %j with %s and changes nothing', async (fields, error) => {
    const { outcome } = await kit.send(await as('admin@demo.test'), 'contact.update', {
      contactId: 'c-client',
      ...fields,
    });
    expect(outcome).toMatchObject({ status: 'rejected', error });
    expect(await kit.contact('c-client')).toMatchObject({ email: 'client@demo.test' });
    expect((await t.deps.accounts.get('demo', 'u-client'))?.email).toBe('client@demo.test');
  });

  it('rejects a missing contact with error_saving_change, and a level for a contact without account', async () => {
    const admin = await as('admin@demo.test');
    expect((await kit.send(admin, 'contact.update', { contactId: 'nobody', Name: 'X' })).outcome.error).toBe(
      'error_saving_change',
    );
    expect(
      (await kit.send(admin, 'contact.update', { contactId: 'c-cliente-01', lvl: 10 })).outcome.error,
    ).toBe('invalid_change');
  });

  it('undoes the account changes when the store half is rejected', async () => {
    const admin = await as('admin@demo.test');
    rejectNextCommandTransaction(t.deps.store, {
      id: 'x',
      status: 'rejected',
      error: 'error_saving_change',
      message: 'x',
    });
    const { outcome } = await kit.send(admin, 'contact.update', {
      contactId: 'c-employee',
      email: 'moved@demo.test',
      lvl: 50,
      disabled: true,
    });
    expect(outcome.status).toBe('rejected');
    expect(await t.deps.accounts.get('demo', 'u-employee')).toMatchObject({
      email: 'employee@demo.test',
      lvl: 0,
      disabled: false,
    });
  });
});
