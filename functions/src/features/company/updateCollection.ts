import { updateCollectionPayloadSchema, updateCollection as withChanges } from '@colmena/shared/schemas';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { companyCollection } from '../../platform/store/Store';
import { asStored, committedCompany, definitionsOf, isCompanyAdmin } from './companyAdmin';
import { declareDefinitionIndexes } from './declareDefinitionIndexes';

/**
 * `collection.update {key, changes}`: a definition's fields (spec §3), its write levels
 * (lvlCreate, lvlEdit, lvlDelete, from −1 to 100) and stored filters included; null clears an
 * optional field. The key and main collection never change; a secondary collection may only be
 * added. Unknown key: `collection_not_found`. Level 100. Result `{definition}` as stored.
 */
export const updateCollection = defineCommand({
  type: 'collection.update',
  schema: updateCollectionPayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, input) {
    const company = await committedCompany(tx);
    const change = withChanges(definitionsOf(company), input);
    if (!change.ok) throw new AppError(change.error);
    tx.mergeCompany({ collectionsArray: asStored(change.definitions) });
    return { company: company.FireId, definition: asStored(change.definition) };
  },
  log: (input, result) => ({
    action: 'modification',
    collection: companyCollection,
    document: result.company,
    key: input.key,
    modification: input.changes,
  }),
  after: (_command, context) => declareDefinitionIndexes(context),
});
