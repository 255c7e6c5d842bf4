import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../platform/sqlite/openDatabase';
import type { Store } from '../../platform/store/Store';
import { SqliteStore } from '../../platform/store/sqlite/SqliteStore';
import { createCompanyResponseCache } from './companyResponseCache';

let store: SqliteStore;
let computed: number;
const compute = (value: unknown) => async () => {
  computed += 1;
  return value;
};

beforeEach(async () => {
  store = new SqliteStore(openDatabase(':memory:'));
  computed = 0;
  await store.transaction('t', (tx) => tx.setCompany({ Name: 'T' }));
});
afterEach(() => store.close());

describe('company response cache on a store that reports commits', () => {
  it('computes once per tenant and caller level', async () => {
    const cache = createCompanyResponseCache(store);
    expect(await cache.get('t', null, compute({ a: 1 }))).toBe('{"a":1}');
    expect(await cache.get('t', null, compute({ a: 2 }))).toBe('{"a":1}');
    expect(await cache.get('t', 100, compute({ a: 3 }))).toBe('{"a":3}');
    expect(await cache.get('u', null, compute({ a: 4 }))).toBe('{"a":4}');
    expect(computed).toBe(3);
  });

  it.each([
    [
      'the company document',
      (tx: Parameters<Parameters<Store['transaction']>[1]>[0]) => tx.mergeCompany({ Name: 'N' }),
    ],
    [
      'the colours',
      (tx: Parameters<Parameters<Store['transaction']>[1]>[0]) =>
        tx.set('colors', 'theme', { primary: '#000' }),
    ],
  ])('forgets a tenant when %s changes', async (_what, write) => {
    const cache = createCompanyResponseCache(store);
    await cache.get('t', null, compute({ v: 1 }));
    await store.transaction('t', write);
    expect(await cache.get('t', null, compute({ v: 2 }))).toBe('{"v":2}');
  });

  it('keeps a tenant when other collections or tenants change', async () => {
    const cache = createCompanyResponseCache(store);
    await cache.get('t', null, compute({ v: 1 }));
    await store.transaction('t', (tx) => tx.set('proyectos', 'p1', { Name: 'x' }));
    await store.transaction('u', (tx) => tx.setCompany({ Name: 'U' }));
    expect(await cache.get('t', null, compute({ v: 2 }))).toBe('{"v":1}');
  });

  it('does not remember a failure', async () => {
    const cache = createCompanyResponseCache(store);
    await expect(
      cache.get('t', null, async () => {
        throw new Error('unknown');
      }),
    ).rejects.toThrow('unknown');
    expect(await cache.get('t', null, compute({ v: 1 }))).toBe('{"v":1}');
  });
});

describe('company response cache on a store that does not report commits', () => {
  it('computes every time, so no instance serves a stale configuration', async () => {
    const blind: Store = Object.assign(Object.create(store) as Store, { onCommit: undefined });
    const cache = createCompanyResponseCache(blind);
    await cache.get('t', null, compute({ v: 1 }));
    expect(await cache.get('t', null, compute({ v: 2 }))).toBe('{"v":2}');
  });
});
