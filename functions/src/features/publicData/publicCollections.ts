import { isPublicCollection } from '@colmena/shared/policy';
import type { CollectionDefinition, Company } from '@colmena/shared/schemas';

/** Spec §6: the collections a visitor without a session may read (lvlView 'public'), in company order. */
export function publicCollections(company: Company): CollectionDefinition[] {
  return company.collectionsArray.filter(isPublicCollection);
}
