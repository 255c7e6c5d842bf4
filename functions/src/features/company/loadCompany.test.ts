import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../platform/sqlite/openDatabase';
import type { Store } from '../../platform/store/Store';
import { SqliteStore } from '../../platform/store/sqlite/SqliteStore';
import { loadCompany } from './loadCompany';

let store: SqliteStore;
beforeEach(async () => {
  store = new SqliteStore(openDatabase(':memory:'));
  await store.transaction('t', (tx) => tx.setCompany({ Name: 'T', collectionsArray: [] }));
});
afterEach(() => store.close());

describe('loadCompany', () => {
  it('answers the same frozen company while the document is unchanged', async () => {
    const first = await loadCompany(store, 't');
    expect(first.Name).toBe('T');
    expect(await loadCompany(store, 't')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first.collectionsArray)).toBe(true);
    expect(() => {
      (first as { Name: string }).Name = 'X';
    }).toThrow(TypeError);
  });

  it('parses again once the document changed, and knows each tenant and each store apart', async () => {
    const before = await loadCompany(store, 't');
    await store.transaction('t', (tx) => tx.mergeCompany({ Name: 'Nuevo' }));
    const after = await loadCompany(store, 't');
    expect(after).not.toBe(before);
    expect(after.Name).toBe('Nuevo');

    await store.transaction('u', (tx) => tx.setCompany({ Name: 'U' }));
    expect((await loadCompany(store, 'u')).Name).toBe('U');

    const other = new SqliteStore(openDatabase(':memory:'));
    await other.transaction('t', (tx) => tx.setCompany({ Name: 'Otra' }));
    expect((await loadCompany(other, 't')).Name).toBe('Otra');
    expect((await loadCompany(store, 't')).Name).toBe('Nuevo');
    await other.close();
  });

  it('refuses a missing or corrupt company, and does not keep a corrupt one', async () => {
    await expect(loadCompany(store, 'nobody')).rejects.toMatchObject({ code: 'unknown_company' });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.transaction('bad', (tx) => tx.setCompany({ Name: 42 }));
    await expect(loadCompany(store, 'bad')).rejects.toMatchObject({ code: 'error_loading_data' });
    await store.transaction('bad', (tx) => tx.setCompany({ Name: 'Bien' }));
    expect((await loadCompany(store, 'bad')).Name).toBe('Bien');
    quiet.mockRestore();
  });

  it('reads the document every time from a store that cannot report commits (Firestore: other instances write)', async () => {
    let reads = 0;
    let name = 'Uno';
    const remote = {
      getCompany: async () => {
        reads += 1;
        return { FireId: 'r', collection: 'tenants', Name: name };
      },
    } as unknown as Store;
    expect((await loadCompany(remote, 'r')).Name).toBe('Uno');
    name = 'Dos';
    expect((await loadCompany(remote, 'r')).Name).toBe('Dos');
    expect(reads).toBe(2);
  });

  it('does not read the store again while the company is unchanged (a store that reports commits)', async () => {
    const read = vi.spyOn(store, 'getCompany');
    await loadCompany(store, 't');
    await loadCompany(store, 't');
    expect(read).toHaveBeenCalledTimes(1);
    await store.transaction('t', (tx) => tx.set('proyectos', 'p1', { Name: 'P' }));
    await loadCompany(store, 't');
    expect(read).toHaveBeenCalledTimes(1);
    await store.transaction('t', (tx) => tx.mergeCompany({ Name: 'Otro' }));
    expect((await loadCompany(store, 't')).Name).toBe('Otro');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
