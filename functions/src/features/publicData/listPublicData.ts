import type { PublicCollection } from '@colmena/shared';
import { type CollectionDefinition, toPublicCollection } from '@colmena/shared/schemas';
import type { Store, StoreQuery } from '../../platform/store/Store';
import { loadCompany } from '../company/loadCompany';
import { pagePlan } from './pagePlan';
import { publicCollections } from './publicCollections';
import { type PublicDoc, toPublicDoc } from './publicDoc';

export interface PublicDataPage {
  collections: PublicCollection[];
  docs: PublicDoc[];
  page: number;
  perPage: number;
  total: number;
}

/** A public collection in its definition's order (one field: no composite index needed). */
export function publicListQuery(def: CollectionDefinition, limit?: number): StoreQuery {
  return {
    collection: def.mainCollection,
    orderBy: [def.mainSortField, def.mainSortDir],
    ...(limit ? { limit } : {}),
  };
}

/**
 * `GET /api/public/data`: the documents of every public collection, one list in company order,
 * each collection sorted by its definition; page `page` of `perPage`. No session needed.
 */
export async function listPublicData(
  store: Store,
  tenant: string,
  page: number,
  perPage: number,
): Promise<PublicDataPage> {
  const defs = publicCollections(await loadCompany(store, tenant));
  const counts = await Promise.all(defs.map((def) => store.count(tenant, publicListQuery(def))));
  const slices = pagePlan(counts, page, perPage);
  const parts = await Promise.all(
    slices.map(async ({ index, offset, take }) => {
      const def = defs[index] as CollectionDefinition;
      const docs = await store.query(tenant, publicListQuery(def, offset + take));
      return docs.slice(offset, offset + take).map((doc) => toPublicDoc(def, doc));
    }),
  );
  return {
    collections: defs.map(toPublicCollection),
    docs: parts.flat(),
    page,
    perPage,
    total: counts.reduce((sum, count) => sum + count, 0),
  };
}
