import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rejectNextCommandTransaction } from '../../testing/rejectCommandTransaction';
import { createTestApp, demoPassword, type TestApp } from '../../testing/testApp';
import { agendaKit, demo } from './testing/agendaKit';

let t: TestApp;
let kit: ReturnType<typeof agendaKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = agendaKit(t);
});
afterEach(() => t.close());

const as = (email: string) => t.signIn(demo, email);
const login = (email: string) =>
  t.request(demo, '/api/auth/login', { method: 'POST', json: { email, password: demoPassword } });
const me = async (cookie: string) =>
  (await (await t.request(demo, '/api/auth/me', { headers: { cookie } })).json()) as { user: unknown };

describe('contact.delete', () => {
  it('moves the contact to agendaDeleted with deletedBy, removes the account and ends its sessions', async () => {
    const client = await as('client@demo.test');
    const { outcome } = await kit.send(await as('coordinator@demo.test'), 'contact.delete', {
      contactId: 'c-client',
    });
    expect(outcome).toMatchObject({ status: 'applied', result: { contactId: 'c-client', uid: 'u-client' } });
    expect(await kit.contact('c-client')).toBeNull();
    expect(await t.deps.store.get('demo', 'agendaDeleted', 'c-client')).toMatchObject({
      Name: 'Carmen',
      LoginID: 'u-client',
      deletedBy: 'u-coordinator',
    });
    expect(await t.deps.accounts.get('demo', 'u-client')).toBeNull();
    expect(await me(client)).toEqual({ user: null });
    expect(await (await login('client@demo.test')).json()).toMatchObject({ error: 'wrong_user' });
    const [log] = await t.deps.store.query('demo', {
      collection: 'logs',
      where: [['command', '==', outcome.id]],
    });
    expect(log).toMatchObject({ action: 'delete', collection: 'agenda', document: 'c-client' });
  });

  it('deletes a contact without an account', async () => {
    const { outcome } = await kit.send(await as('admin@demo.test'), 'contact.delete', {
      contactId: 'c-cliente-01',
    });
    expect(outcome.status).toBe('applied');
    expect(await kit.contact('c-cliente-01')).toBeNull();
  });

  it.each([
    ['employee@demo.test', 'c-client'],
    ['client@demo.test', 'c-employee'],
    ['coordinator@demo.test', 'c-coordinator'],
    ['admin@demo.test', 'c-admin'],
    ['manager@demo.test', 'c-admin'],
    ['coordinator@demo.test', 'c-manager'],
  ])('%s deleting %s is forbidden; nothing changes', async (who, contactId) => {
    const { outcome } = await kit.send(await as(who), 'contact.delete', { contactId });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await kit.contact(contactId)).not.toBeNull();
    const uid = (await kit.contact(contactId))?.LoginID as string;
    expect(await t.deps.accounts.get('demo', uid)).toMatchObject({ disabled: false });
  });

  it('answers deletion_error for a missing contact', async () => {
    const { outcome } = await kit.send(await as('admin@demo.test'), 'contact.delete', { contactId: 'nope' });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'deletion_error' });
  });

  it('enables the account again when the store half is rejected', async () => {
    rejectNextCommandTransaction(t.deps.store, {
      id: 'x',
      status: 'rejected',
      error: 'deletion_error',
      message: 'x',
    });
    const { outcome } = await kit.send(await as('admin@demo.test'), 'contact.delete', {
      contactId: 'c-employee',
    });
    expect(outcome.status).toBe('rejected');
    expect(await t.deps.accounts.get('demo', 'u-employee')).toMatchObject({ disabled: false });
    expect(await kit.contact('c-employee')).not.toBeNull();
  });
});

describe('equal level: no takeover', () => {
  /** A second manager, made by the admin. */
  async function secondManager() {
    const admin = await as('admin@demo.test');
    const { outcome } = await kit.send(
      admin,
      'contact.create',
      kit.newContact({ email: 'manager2@demo.test', lvl: 50 }),
    );
    expect(outcome.status).toBe('applied');
    return outcome.result?.contactId ?? '';
  }

  it('a manager can neither re-address, disable, edit nor delete another manager', async () => {
    const other = await secondManager();
    const manager = await as('manager@demo.test');
    for (const fields of [
      { email: 'evil@demo.test' },
      { disabled: true },
      { forceReset: true },
      { Name: 'X' },
    ]) {
      const { outcome } = await kit.send(manager, 'contact.update', { contactId: other, ...fields });
      expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    }
    const deleted = await kit.send(manager, 'contact.delete', { contactId: other });
    expect(deleted.outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await kit.account('manager2@demo.test')).toMatchObject({ lvl: 50, disabled: false });
    expect(await kit.contact(other)).toMatchObject({ Name: 'Eva', email: 'manager2@demo.test' });
  });

  it('a coordinator cannot change another coordinator, but a manager can; anyone their own contact', async () => {
    const admin = await as('admin@demo.test');
    const created = await kit.send(
      admin,
      'contact.create',
      kit.newContact({ email: 'coord2@demo.test', lvl: 10 }),
    );
    const other = created.outcome.result?.contactId ?? '';
    const coordinator = await as('coordinator@demo.test');
    const refused = await kit.send(coordinator, 'contact.update', { contactId: other, email: 'x@demo.test' });
    expect(refused.outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    const manager = await as('manager@demo.test');
    const applied = await kit.send(manager, 'contact.update', { contactId: other, Name: 'Otra' });
    expect(applied.outcome.status).toBe('applied');
    const own = await kit.send(manager, 'contact.update', { contactId: 'c-manager', phone: '699' });
    expect(own.outcome.status).toBe('applied');
  });

  it('level 100 manages another level 100', async () => {
    const admin = await as('admin@demo.test');
    const created = await kit.send(
      admin,
      'contact.create',
      kit.newContact({ email: 'admin2@demo.test', lvl: 100 }),
    );
    const other = created.outcome.result?.contactId ?? '';
    const { outcome } = await kit.send(admin, 'contact.update', { contactId: other, disabled: true });
    expect(outcome.status).toBe('applied');
  });
});
