import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../sqlite/openDatabase';
import type { Store } from './Store';
import { SqliteStore } from './sqlite/SqliteStore';
import { createTenantMemo } from './tenantMemo';

let store: SqliteStore;
let loads: number;
const load = (value: string) => async () => {
  loads += 1;
  return value;
};

beforeEach(() => {
  store = new SqliteStore(openDatabase(':memory:'));
  loads = 0;
});
afterEach(() => store.close());

describe('tenant memo on a store that reports its commits', () => {
  it('loads a tenant and key once', async () => {
    const memo = createTenantMemo<string>(store, ['agenda']);
    expect(await memo.get('t', 'k', load('a'))).toBe('a');
    expect(await memo.get('t', 'k', load('b'))).toBe('a');
    expect(await memo.get('t', 'other', load('c'))).toBe('c');
    expect(await memo.get('u', 'k', load('d'))).toBe('d');
    expect(loads).toBe(3);
  });

  it('forgets a tenant when one of its watched collections is written, and only that tenant', async () => {
    const memo = createTenantMemo<string>(store, ['agenda']);
    await memo.get('t', 'k', load('a'));
    await memo.get('u', 'k', load('a'));
    await store.transaction('t', (tx) => tx.set('proyectos', 'p', { Name: 'x' }));
    expect(await memo.get('t', 'k', load('b'))).toBe('a');
    await store.transaction('t', (tx) => tx.set('agenda', 'c', { Name: 'x' }));
    expect(await memo.get('t', 'k', load('b'))).toBe('b');
    expect(await memo.get('u', 'k', load('b'))).toBe('a');
  });

  it('never serves a value loaded across a commit that changed it', async () => {
    const memo = createTenantMemo<string>(store, ['agenda']);
    let finish: (value: string) => void = () => {};
    const slow = memo.get('t', 'k', () => new Promise<string>((resolve) => (finish = resolve)));
    await store.transaction('t', (tx) => tx.set('agenda', 'c', { forceReset: true }));
    finish('before the write');
    expect(await slow).toBe('before the write');
    expect(await memo.get('t', 'k', load('after the write'))).toBe('after the write');
  });

  it('does not remember a failure', async () => {
    const memo = createTenantMemo<string>(store, ['agenda']);
    await expect(memo.get('t', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('t', 'k', load('a'))).toBe('a');
  });
});

describe('tenant memo on a store that does not report its commits', () => {
  it('loads every time, so no instance serves what another one changed', async () => {
    const blind: Store = Object.assign(Object.create(store) as Store, { onCommit: undefined });
    const memo = createTenantMemo<string>(blind, ['agenda']);
    await memo.get('t', 'k', load('a'));
    expect(await memo.get('t', 'k', load('b'))).toBe('b');
    expect(loads).toBe(2);
  });
});
