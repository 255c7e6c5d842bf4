import { checkPackFile, discardPackPayloadSchema, savePackPayloadSchema } from '@colmena/shared/packs';
import { defineCommand } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { asStored, isCompanyAdmin } from '../company/companyAdmin';
import { packRecordOf, packsCollection } from './packRecord';

/**
 * `pack.save {file}`: a pack file (JSON text, checked in both languages) into the company's
 * private store, `packs/{id}.file`; a newer file of the same pack replaces the older one. What
 * is installed stays installed. Level 100. Result `{packId, version}`.
 */
export const savePack = defineCommand({
  type: 'pack.save',
  schema: savePackPayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, input) {
    const checked = checkPackFile(input.file);
    if (!checked.ok) throw new AppError('invalid_change', `Invalid pack: ${checked.problem}`);
    const { id, version, name } = checked.packs.en;
    const record = packRecordOf(await tx.get(packsCollection, id));
    tx.set(packsCollection, id, asStored({ ...(record ?? {}), name, file: input.file }));
    return { packId: id, version };
  },
  log: (_input, result) => ({
    action: 'create',
    collection: packsCollection,
    document: result.packId,
    modification: { version: result.version },
  }),
});

/** `pack.discard {packId}`: the pack's file leaves the private store (an install stays). Level 100. */
export const discardPack = defineCommand({
  type: 'pack.discard',
  schema: discardPackPayloadSchema,
  allowed: isCompanyAdmin,
  async apply(tx, input) {
    const record = packRecordOf(await tx.get(packsCollection, input.packId));
    if (!record?.file) throw new AppError('deletion_error');
    const { file: _file, ...rest } = record;
    if (rest.installed === undefined) tx.delete(packsCollection, input.packId);
    else tx.set(packsCollection, input.packId, asStored(rest));
    return { packId: input.packId };
  },
  log: (input) => ({ action: 'delete', collection: packsCollection, document: input.packId }),
});
