import { randomBytes } from 'node:crypto';
import { type Store, systemTenant } from '../../platform/store/Store';

/**
 * Where the deployment's key for company secrets is kept: `tenants/~colmena/~system/secretsKey`
 * = `{key: base64}`, drawn once. `~colmena` is no company and `~` names no product collection,
 * so no API read reaches it (as the live secret, platform/live/liveSecretShared.ts). A store
 * rebuilt by replaying commands needs this document too, or the sealed secrets do not open.
 */
export const secretsKeyPath = { tenant: systemTenant, collection: '~system', id: 'secretsKey' } as const;

const keyBytes = 32;
const keys = new WeakMap<Store, Promise<Uint8Array>>();

/**
 * The key company secrets are sealed with, the same for every instance on the store: the first
 * to need it draws it in a transaction; one drawing at the same moment finds it on retry.
 */
export function companySecretsKey(store: Store): Promise<Uint8Array> {
  let key = keys.get(store);
  if (!key) {
    key = loadOrDraw(store);
    keys.set(store, key);
    // A failed read is not remembered: the next command tries again.
    key.catch(() => keys.delete(store));
  }
  return key;
}

async function loadOrDraw(store: Store): Promise<Uint8Array> {
  const { tenant, collection, id } = secretsKeyPath;
  const kept = await store.transaction(tenant, async (tx) => {
    const doc = await tx.get(collection, id);
    const stored = typeof doc?.key === 'string' ? Buffer.from(doc.key, 'base64') : null;
    if (stored && stored.length === keyBytes) return stored;
    const drawn = randomBytes(keyBytes);
    tx.set(collection, id, { key: drawn.toString('base64') });
    return drawn;
  });
  return new Uint8Array(kept);
}
