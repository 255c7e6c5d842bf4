import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { agendaKit, demo, strong } from './testing/agendaKit';

let t: TestApp;
let kit: ReturnType<typeof agendaKit>;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  kit = agendaKit(t);
  admin = await t.signIn(demo, 'admin@demo.test');
});
afterEach(() => t.close());

describe('contact.create', () => {
  it('creates the account and its contact in one command; the new user signs in', async () => {
    const { status, outcome } = await kit.send(
      admin,
      'contact.create',
      kit.newContact({ lvl: 10, forceReset: true }),
      'c1',
    );
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ id: 'c1', status: 'applied', result: { contactId: expect.any(String) } });
    const uid = outcome.result?.uid ?? '';
    expect(await t.deps.accounts.get('demo', uid)).toMatchObject({ email: 'eva@demo.test', lvl: 10 });
    expect(await kit.contact(outcome.result?.contactId ?? '')).toMatchObject({
      Name: 'Eva',
      email: 'eva@demo.test',
      LoginID: uid,
      forceReset: true,
    });
    const cookie = await t.signIn(demo, 'eva@demo.test', strong);
    const me = await t.request(demo, '/api/auth/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({
      user: { uid, lvl: 10, contact: { Name: 'Eva', forceReset: true } },
    });
  });

  it('never records the password', async () => {
    await kit.send(admin, 'contact.create', kit.newContact(), 'c1');
    const record = await t.deps.store.get('demo', 'commands', 'c1');
    expect(record?.payload).toMatchObject({ email: 'eva@demo.test', uid: expect.any(String) });
    const everything = JSON.stringify([
      record,
      await t.deps.store.query('demo', { collection: 'logs' }),
      await t.deps.store.query('demo', { collection: 'agenda' }),
    ]);
    expect(everything).not.toContain(strong);
  });

  it.each([
    [{ email: undefined }, 'contact_needs_email'],
    [{ email: '  ' }, 'contact_needs_email'],
    [{ email: 'not-mail' }, 'wrong_email'],
    [{ confirmPassword: 'Alta2026xyZ' }, 'passwords_do_not_match'],
    [{ password: 'weak', confirmPassword: 'weak' }, 'weak_password'],
    [{ email: 'client@demo.test' }, 'email_in_use'],
    [{ lvl: 101 }, 'invalid_change'],
    [{ unknownField: 1 }, 'invalid_change'],
  ])('rejects %j with %s and creates nothing', async (fields, error) => {
    const before = (await t.deps.store.query('demo', { collection: 'agenda' })).length;
    const { status, outcome } = await kit.send(admin, 'contact.create', kit.newContact(fields), 'c1');
    expect(status).toBe(200);
    expect(outcome).toMatchObject({ id: 'c1', status: 'rejected', error });
    expect(await t.deps.store.query('demo', { collection: 'agenda' })).toHaveLength(before);
    expect(await kit.account('eva@demo.test')).toBeNull();
    expect(await t.deps.store.get('demo', 'commands', 'c1')).toBeNull();
  });

  it.each([
    ['coordinator@demo.test', {}, 'applied'],
    ['coordinator@demo.test', { lvl: 0 }, 'rejected'],
    ['manager@demo.test', { lvl: 10 }, 'rejected'],
    ['employee@demo.test', {}, 'rejected'],
    ['client@demo.test', {}, 'rejected'],
  ])('%s creating %j → %s', async (email, fields, status) => {
    const cookie = await t.signIn(demo, email);
    const { outcome } = await kit.send(cookie, 'contact.create', kit.newContact(fields));
    expect(outcome.status).toBe(status);
    if (status === 'rejected') expect(outcome.error).toBe('forbidden');
    expect((await kit.account('eva@demo.test'))?.lvl ?? null).toBe(status === 'applied' ? 0 : null);
  });

  it('answers a repeated id with the first outcome, making one account (also at once)', async () => {
    const [one, two] = await Promise.all([
      kit.send(admin, 'contact.create', kit.newContact(), 'same'),
      kit.send(admin, 'contact.create', kit.newContact(), 'same'),
    ]);
    const again = await kit.send(admin, 'contact.create', kit.newContact(), 'same');
    expect(two.outcome).toEqual(one.outcome);
    expect(again.outcome).toEqual(one.outcome);
    expect(one.outcome.status).toBe('applied');
  });

  it('refuses the id of a command already run for another payload (409), making no account', async () => {
    const one = await kit.send(admin, 'contact.create', kit.newContact(), 'taken');
    expect(one.outcome.status).toBe('applied');
    const other = await kit.send(
      admin,
      'contact.create',
      kit.newContact({ email: 'other@demo.test' }),
      'taken',
    );
    expect(other.status).toBe(409);
    expect(other.outcome).toMatchObject({ error: 'command_id_reused' });
    expect(await kit.account('other@demo.test')).toBeNull();
  });

  it('removes the account again when the store half is rejected or fails', async () => {
    const transaction = vi.spyOn(t.deps.store, 'transaction');
    transaction.mockResolvedValueOnce({
      id: 'c1',
      status: 'rejected',
      error: 'error_creating_document',
      message: 'x',
    });
    expect((await kit.send(admin, 'contact.create', kit.newContact(), 'c1')).outcome.status).toBe('rejected');
    expect(await kit.account('eva@demo.test')).toBeNull();
    transaction.mockRejectedValueOnce(new Error('disk full'));
    expect((await kit.send(admin, 'contact.create', kit.newContact(), 'c2')).status).toBe(500);
    expect(await kit.account('eva@demo.test')).toBeNull();
  });

  it('refuses a visitor (401) and a contact command a browser may not send', async () => {
    const visitor = await t.request(demo, '/api/commands', {
      method: 'POST',
      json: { id: 'v1', type: 'contact.create', payload: kit.newContact() },
    });
    expect(visitor.status).toBe(401);
    const internal = await kit.send(admin, 'contact.accountChanged', {
      contactId: 'c-client',
      uid: 'u-client',
      forceReset: false,
    });
    expect(internal.outcome).toMatchObject({ status: 'rejected', error: 'invalid_change' });
  });

  it('leaves document commands to the document runner', async () => {
    const { outcome } = await kit.send(admin, 'document.create', {
      collection: 'proyectos',
      data: { Name: 'P' },
    });
    expect(outcome.status).toBe('applied');
  });
});
