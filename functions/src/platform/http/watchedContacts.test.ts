import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../sqlite/openDatabase';
import { SqliteStore } from '../store/sqlite/SqliteStore';
import { type ContactDocOf, watchedContactDocs } from './watchedContacts';

let store: SqliteStore;
let contactOf: ContactDocOf;
const contactIdOf = async (tenant: string, uid: string) => (await contactOf(tenant, uid))?.FireId ?? null;

beforeEach(() => {
  store = new SqliteStore(openDatabase(':memory:'));
  contactOf = watchedContactDocs(store, 3);
});
afterEach(() => store.close());

const putContact = (tenant: string, id: string, data: Record<string, unknown>) =>
  store.transaction(tenant, (tx) => tx.set('agenda', id, data));
const removeContact = (tenant: string, id: string) =>
  store.transaction(tenant, (tx) => tx.delete('agenda', id));

describe('the contact id of an account', () => {
  it('is the agenda contact whose LoginID is the uid (the first by id), else null', async () => {
    await putContact('t', 'c2', { LoginID: 'u1' });
    await putContact('t', 'c1', { LoginID: 'u1' });
    await putContact('t', 'c3', { LoginID: 'u2' });
    expect(await contactIdOf('t', 'u1')).toBe('c1');
    expect(await contactIdOf('t', 'u2')).toBe('c3');
    expect(await contactIdOf('t', 'nobody')).toBeNull();
    expect(await contactIdOf('other', 'u1')).toBeNull();
  });

  it('follows every commit to the agenda: never a stale id', async () => {
    expect(await contactIdOf('t', 'u1')).toBeNull();
    await putContact('t', 'c5', { LoginID: 'u1' });
    expect(await contactIdOf('t', 'u1')).toBe('c5');
    await putContact('t', 'c4', { LoginID: 'u1' });
    expect(await contactIdOf('t', 'u1')).toBe('c4');
    await store.transaction('t', (tx) => tx.merge('agenda', 'c4', { LoginID: 'someone else' }));
    expect(await contactIdOf('t', 'u1')).toBe('c5');
    await removeContact('t', 'c5');
    expect(await contactIdOf('t', 'u1')).toBeNull();
  });

  it('watches at most `capacity` accounts, dropping the least recently used', async () => {
    for (const uid of ['a', 'b', 'c']) await contactIdOf('t', uid);
    expect(store.watching().subscriptions).toBe(3);
    await contactIdOf('t', 'a');
    await contactIdOf('t', 'd');
    expect(store.watching().subscriptions).toBe(3);
    await putContact('t', 'cb', { LoginID: 'b' });
    // b was dropped: asked again, it is read afresh (and watched again).
    expect(await contactIdOf('t', 'b')).toBe('cb');
    expect(await contactIdOf('t', 'a')).toBeNull();
  });

  it('carries the whole contact and follows its changes (its Rol: a client ranks below staff for writes)', async () => {
    await putContact('t', 'c1', { LoginID: 'u1', Rol: 'Empleado' });
    expect(await contactOf('t', 'u1')).toMatchObject({ FireId: 'c1', LoginID: 'u1', Rol: 'Empleado' });
    await store.transaction('t', (tx) => tx.merge('agenda', 'c1', { Rol: 'Cliente' }));
    expect(await contactOf('t', 'u1')).toMatchObject({ FireId: 'c1', Rol: 'Cliente' });
    await putContact('t', 'c1', { LoginID: 'u1' });
    expect(await contactOf('t', 'u1')).not.toHaveProperty('Rol');
  });
});
