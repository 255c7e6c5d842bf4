import { definitionIndexes } from '@colmena/shared/query';
import type { AfterContext } from '../../platform/commands/defineCommand';
import { definitionsOf } from './companyAdmin';

/**
 * After a command that defines collections (collection.define / update, pack.install): the
 * indexes the product's own screens need for them (a project's journals, an owner's own
 * documents: shared definitionIndexes) are declared for the company, as its level 100 would
 * on the index page — the embedded store builds them, and in the cloud they let its queries
 * through and join the index export. Without them a new company's first project answered its
 * journal list with "This query requires an index!!!". One the company's cap refuses is logged,
 * and its query still says what to do.
 */
export async function declareDefinitionIndexes({ tenant, services }: AfterContext): Promise<void> {
  const { indexes } = services;
  if (!indexes) return;
  const company = await services.store.getCompany(tenant);
  if (!company) return;
  for (const definition of definitionsOf(company))
    for (const index of definitionIndexes(definition)) {
      try {
        await indexes.add(tenant, index);
      } catch (error) {
        console.warn(
          `[colmena] ${tenant}: the index ${JSON.stringify(index.fields)} on ${index.collectionGroup} was not declared:`,
          error instanceof Error ? error.message : error,
        );
      }
    }
}
