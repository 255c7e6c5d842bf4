import { onTenantWrites } from './onTenantWrites';
import type { Store } from './Store';

export interface TenantMemoOptions {
  /** Beyond this many tenants the memo starts over rather than grow without bound. */
  maxTenants?: number;
  /** Beyond this many keys in one tenant, that tenant's values start over. */
  maxKeysPerTenant?: number;
}

export interface TenantMemo<V> {
  /** `load()`'s answer for this tenant and key, remembered until the tenant's watched collections change. */
  get(tenant: string, key: string, load: () => Promise<V>): Promise<V>;
}

/**
 * Values derived from a few collections of a tenant (its company document, colours, agenda),
 * read on hot paths. Where the store reports its commits (embedded), a value is remembered
 * until a commit writes one of `collections` of that tenant; a load that races such a commit
 * lands in the forgotten generation, so it is never served afterwards. Where the store cannot
 * report commits (Firestore: other instances write too), nothing is remembered at all.
 */
export function createTenantMemo<V>(
  store: Store,
  collections: readonly string[],
  { maxTenants = 1000, maxKeysPerTenant = 1000 }: TenantMemoOptions = {},
): TenantMemo<V> {
  const tenants = new Map<string, Map<string, Promise<V>>>();
  const remembers =
    onTenantWrites(store, collections, (tenant) => {
      tenants.delete(tenant);
    }) !== undefined;

  return {
    get(tenant, key, load) {
      if (!remembers) return load();
      let values = tenants.get(tenant);
      if (!values) {
        if (tenants.size >= maxTenants) tenants.clear();
        values = new Map();
        tenants.set(tenant, values);
      }
      const known = values.get(key);
      if (known) return known;
      if (values.size >= maxKeysPerTenant) values.clear();
      const value = load();
      values.set(key, value);
      // A failure is not remembered: the next caller tries again.
      const generation = values;
      value.catch(() => {
        if (generation.get(key) === value) generation.delete(key);
      });
      return value;
    },
  };
}
