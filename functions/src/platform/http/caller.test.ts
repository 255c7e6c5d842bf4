import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Account } from '../accounts/Accounts';
import { openDatabase } from '../sqlite/openDatabase';
import type { Store } from '../store/Store';
import { SqliteStore } from '../store/sqlite/SqliteStore';
import type { Tenancy } from '../tenancy/Tenancy';
import type { AppEnv } from './AppEnv';
import { type CallerOf, callerMiddleware, callerResolver, requireCaller } from './caller';
import { errorHandler } from './errorHandler';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const account = (uid: string, lvl: number): Account => ({ uid, email: `${uid}@x.es`, lvl, disabled: false });

let store: SqliteStore;
let callerOf: CallerOf;
beforeEach(() => {
  store = new SqliteStore(openDatabase(':memory:'));
  callerOf = callerResolver(store);
});
afterEach(() => store.close());

const putContact = (id: string, data: Record<string, unknown>) =>
  store.transaction('t', (tx) => tx.set('agenda', id, data));

describe('callerResolver', () => {
  it('a visitor: signed out, device from the User-Agent', async () => {
    expect(await callerOf('t', null, iphone)).toEqual({ signedIn: false, mobile: true });
    expect(await callerOf('t', null, undefined)).toEqual({ signedIn: false, mobile: false });
  });

  it('a signed-in caller carries its contact, contact id and Rol, kept current', async () => {
    await putContact('c1', { LoginID: 'u1', Rol: 'Cliente', Name: 'Clara' });
    const caller = await callerOf('t', account('u1', 10), undefined);
    expect(caller).toMatchObject({ signedIn: true, uid: 'u1', lvl: 10, contactId: 'c1', rol: 'Cliente' });
    await store.transaction('t', (tx) => tx.merge('agenda', 'c1', { Rol: 'Empleado' }));
    expect(await callerOf('t', account('u1', 10), undefined)).toMatchObject({ rol: 'Empleado' });
    await store.transaction('t', (tx) => tx.delete('agenda', 'c1'));
    const gone = await callerOf('t', account('u1', 10), undefined);
    expect(gone).toMatchObject({ signedIn: true, contactId: null, contact: null });
    expect('rol' in gone).toBe(false);
  });

  it('the contact is the one of the tenant asked', async () => {
    await putContact('c1', { LoginID: 'u1' });
    expect(await callerOf('other', account('u1', 0), undefined)).toMatchObject({ contactId: null });
  });

  it('on a store that cannot report its commits (Firestore) the contact is read per request', async () => {
    await putContact('c1', { LoginID: 'u1', Rol: 'Empleado' });
    const unwatched = {
      query: store.query.bind(store),
      watch: () => {
        throw new Error('no watch expected');
      },
    } as unknown as Store;
    const fresh = callerResolver(unwatched);
    expect(await fresh('t', account('u1', 0), undefined)).toMatchObject({ contactId: 'c1', rol: 'Empleado' });
    await store.transaction('t', (tx) => tx.merge('agenda', 'c1', { Rol: 'Cliente' }));
    expect(await fresh('t', account('u1', 0), undefined)).toMatchObject({ rol: 'Cliente' });
  });
});

describe('callerMiddleware', () => {
  const appWith = (tenancy: Tenancy, signedIn: Account | null) =>
    new Hono<AppEnv>()
      .onError(errorHandler)
      .use(async (c, next) => {
        c.set('tenancy', tenancy);
        c.set('account', signedIn);
        await next();
      })
      .use(callerMiddleware(callerOf))
      .get('/who', (c) => c.json(c.get('caller')))
      .get('/me', (c) => c.json({ uid: requireCaller(c).uid }));
  const tenant: Tenancy = { kind: 'tenant', id: 't', label: 't' };

  it('puts the caller on the context once per request', async () => {
    await putContact('c1', { LoginID: 'u1' });
    const res = await appWith(tenant, account('u1', 50)).request('/who');
    expect(await res.json()).toMatchObject({ signedIn: true, uid: 'u1', lvl: 50, contactId: 'c1' });
  });

  it('off a tenant host nobody is signed in', async () => {
    const res = await appWith({ kind: 'bare' }, account('u1', 50)).request('/who', {
      headers: { 'user-agent': iphone },
    });
    expect(await res.json()).toEqual({ signedIn: false, mobile: true });
  });

  it('requireCaller: 401 for a visitor, the caller otherwise', async () => {
    expect((await appWith(tenant, null).request('/me')).status).toBe(401);
    expect(await (await appWith(tenant, account('u1', 0)).request('/me')).json()).toEqual({ uid: 'u1' });
  });
});
