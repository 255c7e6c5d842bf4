import { collectionAccess, isPublicCollection } from '@colmena/shared/policy';
import { readField, restrictQuery, type StoreQuery, valuesEqual } from '@colmena/shared/query';
import type { CollectionDefinition, Company } from '@colmena/shared/schemas';
import { AppError } from '../../platform/http/AppError';
import type { Store } from '../../platform/store/Store';
import type { ReadPlan } from './collectionRead';
import type { ReadScope } from './readScope';

export interface CompanyCollection {
  def: CollectionDefinition;
  role: 'main' | 'secondary';
}

/** The definition whose main or secondary collection `name` is, if any. */
export function findCompanyCollection(company: Company, name: string): CompanyCollection | null {
  for (const def of company.collectionsArray) {
    if (def.mainCollection === name) return { def, role: 'main' };
    if (def.secondaryCollection === name) return { def, role: 'secondary' };
  }
  return null;
}

/**
 * Spec §6 for a company collection: visitors read only public ones; a signed-in caller reads
 * all documents at lvlView, only their own (owner filter) below it when ownerField is set,
 * nothing otherwise. Journals carry no owner array, so below lvlView a journal query must name
 * its project (`ProjectId ==`) and the caller must own that project.
 */
export async function companyCollectionAccess(
  { store, tenant, caller }: ReadScope,
  { def, role }: CompanyCollection,
  query: StoreQuery,
): Promise<ReadPlan> {
  if (!caller.signedIn) {
    if (isPublicCollection(def)) return { query };
    throw new AppError('unauthenticated');
  }
  const { lvl, contactId } = caller;
  const access = collectionAccess(def, lvl);
  if (access === 'all') return { query };
  if (access === 'none') throw new AppError('forbidden');

  if (role === 'main') {
    const restricted = restrictQuery(query, def, lvl, contactId);
    if (!restricted.ok) throw new AppError('forbidden');
    return { query: restricted.query };
  }
  if (!contactId || !(await ownsProjectOf(store, tenant, def, query, contactId))) {
    throw new AppError('forbidden');
  }
  return { query };
}

async function ownsProjectOf(
  store: Store,
  tenant: string,
  def: CollectionDefinition,
  query: StoreQuery,
  contactId: string,
): Promise<boolean> {
  const projectFilters = query.where.filter(([field]) => field === 'ProjectId');
  const [filter] = projectFilters;
  if (projectFilters.length !== 1 || !filter || filter[1] !== '==' || typeof filter[2] !== 'string') {
    return false;
  }
  const project = await store.get(tenant, def.mainCollection, filter[2]);
  const owners = project && def.ownerField ? readField(project, def.ownerField) : undefined;
  return Array.isArray(owners) && owners.some((owner) => valuesEqual(owner, contactId));
}
