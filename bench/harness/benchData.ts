import { join } from 'node:path';
import { openEmbedded } from '../../functions/src/platform/embedded';
import { seedDemoData } from '../../functions/src/platform/seed/seedDemoData';
import type { Store } from '../../functions/src/platform/store/Store';
import { repoRoot } from './paths';

/**
 * Prepares a DATA_DIR in this process before the built server starts on it: the demo seed
 * (so the server does not seed again), then whatever the bench adds straight through the store.
 */
export async function prepareDataDir(dataDir: string, extra: (store: Store) => Promise<void>): Promise<void> {
  const platform = openEmbedded(dataDir, { baseDomain: 'localhost', webDist: join(repoRoot, 'web', 'dist') });
  try {
    await seedDemoData({ ...platform.deps, marker: platform.marker }, join(repoRoot, 'emulator-data'));
    await extra(platform.deps.store);
  } finally {
    await platform.close();
  }
}

/** Writes `count` documents made by `make`, a few thousand per transaction. */
export async function insertMany(
  store: Store,
  tenant: string,
  collection: string,
  count: number,
  make: (i: number) => { id: string; data: Record<string, unknown> },
): Promise<void> {
  const batch = 5000;
  for (let start = 0; start < count; start += batch) {
    await store.transaction(tenant, (tx) => {
      for (let i = start; i < Math.min(count, start + batch); i += 1) {
        const { id, data } = make(i);
        tx.set(collection, id, data);
      }
    });
  }
}

/** Adds a collection definition to a tenant's company (what the access rules read). */
export async function addCollection(
  store: Store,
  tenant: string,
  def: Record<string, unknown>,
): Promise<void> {
  await store.transaction(tenant, async (tx) => {
    const company = await tx.getCompany();
    if (!company) throw new Error(`no company ${tenant}`);
    const { FireId: _id, collection: _collection, ...data } = company;
    const defs = Array.isArray(data.collectionsArray) ? data.collectionsArray : [];
    tx.setCompany({ ...data, collectionsArray: [...defs, def] });
  });
}
