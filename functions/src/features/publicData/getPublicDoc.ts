import type { PublicCollection } from '@colmena/shared';
import { toPublicCollection } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';
import type { Store } from '../../platform/store/Store';
import { loadCompany } from '../company/loadCompany';
import { publicCollections } from './publicCollections';
import { type PublicDoc, toPublicDoc } from './publicDoc';

export interface PublicDocAnswer {
  collection: PublicCollection;
  doc: PublicDoc;
}

/** `GET /api/public/data/:projectid`: the document if a public collection holds it, else 404. */
export async function getPublicDoc(store: Store, tenant: string, id: string): Promise<PublicDocAnswer> {
  for (const def of publicCollections(await loadCompany(store, tenant))) {
    const doc = await store.get(tenant, def.mainCollection, id);
    if (doc) return { collection: toPublicCollection(def), doc: toPublicDoc(def, doc) };
  }
  throw new AppError('not_found');
}
