import { type Store, systemTenant } from '../store/Store';
import type { SeedMarker } from './SeedMarker';

/**
 * Where the cloud remembers that the demo data was seeded: `tenants/~colmena/~system/seed`.
 * `~colmena` is no company (a host label never holds a `~`) and `~` names no product
 * collection, so nothing a company does can read or clear it.
 */
export const seedMarkerPath = { tenant: systemTenant, collection: '~system', id: 'seed' } as const;

/**
 * The seed marker in the Store (Firestore in the cloud): every instance, and the next one after
 * recycling, finds what the data itself says, never an instance's own disk.
 */
export function storeSeedMarker(store: Store): SeedMarker {
  const { tenant, collection, id } = seedMarkerPath;
  return {
    isSeeded: async () => (await store.get(tenant, collection, id)) !== null,
    markSeeded: async (at) => {
      await store.transaction(tenant, (tx) => tx.set(collection, id, { seededAt: at.toISOString() }));
    },
  };
}
