import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe('the document commands cannot write the agenda (only contact.* can)', () => {
  const adminContact = { collection: 'agenda', docId: 'c-admin' };
  it.each([
    ['document.merge', { ...adminContact, data: { disabled: true, forceReset: true } }],
    ['document.replace', { ...adminContact, data: { Name: 'X', LoginID: 'u-admin' } }],
    ['document.delete', adminContact],
    ['document.move', { ...adminContact, to: 'proyectos' }],
    ['document.move', { ...adminContact, to: 'agendaDeleted' }],
    ['document.create', { collection: 'agenda', data: { Name: 'X', LoginID: 'u-admin' } }],
    ['document.create', { collection: 'agenda', docId: 'c-admin', data: { LoginID: 'u-manager' } }],
  ])('%s %j is refused for a coordinator and for level 100 alike', async (type, payload) => {
    const before = await t.deps.store.query('demo', { collection: 'agenda' });
    for (const who of ['coordinator@demo.test', 'admin@demo.test']) {
      const { outcome } = await kit.send(await as(who), type, payload);
      expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    }
    expect(await t.deps.store.query('demo', { collection: 'agenda' })).toEqual(before);
    expect(await t.deps.store.query('demo', { collection: 'agendaDeleted' })).toEqual([]);
    expect((await login('admin@demo.test')).status).toBe(200);
  });

  it('moves nothing into the agenda from another collection', async () => {
    const admin = await as('admin@demo.test');
    const created = await kit.send(admin, 'document.create', {
      collection: 'proyectos',
      docId: 'p-x',
      data: { Name: 'P', LoginID: 'u-manager' },
    });
    expect(created.outcome.status).toBe('applied');
    const { outcome } = await kit.send(admin, 'document.move', {
      collection: 'proyectos',
      docId: 'p-x',
      to: 'agenda',
    });
    expect(outcome).toMatchObject({ status: 'rejected', error: 'forbidden' });
    expect(await kit.contact('p-x')).toBeNull();
  });

  it('still lets a user change their own language, through contact.update', async () => {
    const { outcome } = await kit.send(await as('employee@demo.test'), 'contact.update', {
      contactId: 'c-employee',
      lenguage: 'en',
    });
    expect(outcome.status).toBe('applied');
    expect(await kit.contact('c-employee')).toMatchObject({ lenguage: 'en' });
  });
});

describe('sign-in needs the account contact', () => {
  it('refuses an account whose contact is missing with wrong_user, whatever the password', async () => {
    await t.deps.store.transaction('demo', async (tx) => tx.delete('agenda', 'c-employee'));
    const res = await login('employee@demo.test');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'wrong_user', message: 'ERROR: Wrong user' });
    expect(res.headers.get('set-cookie')).toBeNull();
    const wrong = await t.request(demo, '/api/auth/login', {
      method: 'POST',
      json: { email: 'employee@demo.test', password: 'WrongPass1' },
    });
    expect(await wrong.json()).toMatchObject({ error: 'wrong_user' });
  });
});
