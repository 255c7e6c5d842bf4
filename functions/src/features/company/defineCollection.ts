import { defineCollectionPayloadSchema, defineCollection as withDefinition } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { companyCollection } from '../../platform/store/Store';
import { asStored, committedCompany, definitionsOf, isCompanyAdmin } from './companyAdmin';
import { declareDefinitionIndexes } from './declareDefinitionIndexes';

/**
 * `collection.define`: a new collection definition in the company's collectionsArray (spec §3),
 * its key normalised (spec §5) and its defaults applied. A key already defined is refused
 * (`collection_exists`), as are collections that are reserved (fixed ones, `…Deleted`, "data")
 * or another definition's (`invalid_change`). Level 100. Result `{definition}` as stored.
 * Documents left by a removal with `keep` are reachable again once the same key and
 * collections are defined.
 */
export const defineCollection = defineCommand({
  type: 'collection.define',
  schema: defineCollectionPayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, input) {
    const company = await committedCompany(tx);
    const change = withDefinition(definitionsOf(company), input);
    if (!change.ok) throw new AppError(change.error);
    tx.mergeCompany({ collectionsArray: asStored(change.definitions) });
    return { company: company.FireId, definition: asStored(change.definition) };
  },
  log: (input, result) => ({
    action: 'create',
    collection: companyCollection,
    document: result.company,
    key: input.key,
    modification: { collectionsArray: result.definition },
  }),
  after: (_command, context) => declareDefinitionIndexes(context),
});
