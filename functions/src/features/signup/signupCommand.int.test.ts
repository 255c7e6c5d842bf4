import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { replayCommands } from '../../platform/commands/replayCommands';
import { openDatabase } from '../../platform/sqlite/openDatabase';
import type { StoredDoc } from '../../platform/store/Store';
import { SqliteStore } from '../../platform/store/sqlite/SqliteStore';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { allCommands } from '../replay/allCommands';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bare = 'localhost:8080';
const password = 'Str0ngPass';
const form = { subdomain: 'acme', companyName: 'Acme S.L.', email: 'boss@acme.test', password };
const signup = (body: unknown) => t.request(bare, '/api/signup', { method: 'POST', json: body });
const all = async (tenant: string, collection: string) => t.deps.store.query(tenant, { collection });
const body = ({ FireId: _id, collection: _collection, ...data }: StoredDoc) => data;

describe('sign-up is a command', () => {
  beforeAll(async () => {
    expect((await signup(form)).status).toBe(201);
  });

  it('leaves its record in the new tenant: company.create, applied, seq 1, without the password', async () => {
    const account = await t.deps.accounts.findByEmail('acme', 'boss@acme.test');
    const [record, ...others] = await all('acme', 'commands');
    expect(others).toEqual([]);
    expect(record).toMatchObject({
      type: 'company.create',
      status: 'applied',
      seq: 1,
      actor: { uid: 'server:signup', lvl: 100 },
      payload: { subdomain: 'acme', companyName: 'Acme S.L.', email: 'boss@acme.test', uid: account?.uid },
      result: { subdomain: 'acme', contactId: account?.uid },
    });
    expect(await t.deps.store.get('acme', 'meta', 'counters')).toMatchObject({ commands: 1 });
    const everything = JSON.stringify(
      await Promise.all(['commands', 'logs', 'agenda'].map((c) => all('acme', c))),
    );
    expect(everything).not.toContain(password);
  });

  it('logs both documents it wrote: the company and its first contact', async () => {
    const account = await t.deps.accounts.findByEmail('acme', 'boss@acme.test');
    const logs = await all('acme', 'logs');
    expect(logs.map((log) => [log.action, log.collection, log.document, log.user])).toEqual([
      ['create', 'tenants', 'acme', 'server:signup'],
      ['create', 'agenda', account?.uid, 'server:signup'],
    ]);
  });

  it('replays into an empty store: the same company document and contact', async () => {
    const into = new SqliteStore(openDatabase(':memory:'));
    expect(await replayCommands(t.deps.store, 'acme', into, allCommands)).toBe(1);
    const company = await t.deps.store.getCompany('acme');
    const replayed = await into.getCompany('acme');
    expect(replayed && body(replayed)).toEqual(company && body(company));
    expect(await into.query('acme', { collection: 'agenda' })).toEqual(await all('acme', 'agenda'));
    await into.close();
  });

  it('loses a race for its subdomain without a trace: no account, nothing in the company there', async () => {
    const before = await all('demo', 'commands');
    // Both checks before the transaction see no company; the transaction itself does.
    const getCompany = vi.spyOn(t.deps.store, 'getCompany').mockResolvedValue(null);
    const res = await signup({ ...form, subdomain: 'demo', email: 'racer@x.test' });
    getCompany.mockRestore();
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'subdomain_taken' });
    expect(await t.deps.accounts.findByEmail('demo', 'racer@x.test')).toBeNull();
    expect(await all('demo', 'commands')).toEqual(before);
  });

  it('cannot be sent by a browser, not even by a level 100 of another company: an unknown type there', async () => {
    const cookie = await t.signIn('demo.localhost:8080', 'admin@demo.test');
    const before = await t.deps.store.getCompany('demo');
    const res = await t.request('demo.localhost:8080', '/api/commands', {
      method: 'POST',
      headers: { cookie },
      json: {
        id: 'browser-signup',
        type: 'company.create',
        payload: { subdomain: 'demo', companyName: 'Taken', email: 'x@x.test', uid: 'u-admin' },
      },
    });
    expect(await res.json()).toMatchObject({ status: 'rejected', error: 'invalid_change' });
    expect(await t.deps.store.getCompany('demo')).toEqual(before);
  });
});
