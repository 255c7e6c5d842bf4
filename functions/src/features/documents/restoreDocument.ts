import { defaultQueryLimit } from '@colmena/shared';
import { deletedSuffix, mayRestoreIn } from '@colmena/shared/policy';
import { restoreDocumentPayloadSchema } from '@colmena/shared/schemas';
import { restoredData } from '@colmena/shared/trash';
import { type CommandTx, defineCommand, type LogFields } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import type { StoredDoc } from '../../platform/store/Store';
import { documentBody } from './documentBody';
import { namedRecord } from './namedRecord';

/** The journals a project's backup took along (deletedWith, set by project.deleteData). */
async function journalsDeletedWith(tx: CommandTx, secondary: string, projectId: string) {
  const journals = await tx.query({
    collection: `${secondary}${deletedSuffix}`,
    where: [['deletedWith', '==', projectId]],
    limit: defaultQueryLimit + 1,
  });
  if (journals.length > defaultQueryLimit) throw new AppError('error_saving_change');
  return journals;
}

/**
 * `document.restore {collection, docId}` (issue 12, the reverse of a delete): the copy in
 * `{collection}Deleted` comes back to `collection` under the same id, without the delete's
 * marks, and — for a project whose delete took its journals along (project.deleteData) — with
 * those journals; the runner then sets its JournalsCount from the journals it has again. Refused
 * with `restore_id_taken`, changing nothing, when the id (or a journal's) is in use again, and
 * with `not_found` when the trash holds no such copy. Who may: the trash's audience, or an owner
 * for a document they own (policy trash.ts; the runner asks canWrite of every write).
 */
export const restoreDocument = defineCommand({
  type: 'document.restore',
  schema: restoreDocumentPayloadSchema,
  allowed: (actor, input, ctx) => mayRestoreIn(actor, ctx.areaOf(input.collection)),
  async apply(tx, input, _stamp, ctx) {
    const trash = `${input.collection}${deletedSuffix}`;
    const copy = await tx.get(trash, input.docId);
    if (!copy) throw new AppError('not_found');
    const area = ctx.areaOf(input.collection);
    const secondary =
      area.kind === 'company' && area.role === 'main' ? area.definition.secondaryCollection : undefined;
    const journals: StoredDoc[] = secondary ? await journalsDeletedWith(tx, secondary, input.docId) : [];
    if (await tx.get(input.collection, input.docId)) throw new AppError('restore_id_taken');
    for (const journal of journals) {
      if (secondary && (await tx.get(secondary, journal.FireId))) throw new AppError('restore_id_taken');
    }

    tx.set(input.collection, input.docId, restoredData(documentBody(copy)));
    tx.delete(trash, input.docId);
    for (const journal of journals) {
      if (!secondary) break;
      tx.set(secondary, journal.FireId, restoredData(documentBody(journal)));
      tx.delete(`${secondary}${deletedSuffix}`, journal.FireId);
    }
    return {
      docId: input.docId,
      collection: input.collection,
      from: trash,
      ...(secondary ? { secondary } : {}),
      journals: journals.map((journal) => journal.FireId),
      ...namedRecord(copy),
    };
  },
  log(input, result): LogFields[] {
    const restored: LogFields = {
      action: 'restore',
      collection: input.collection,
      document: input.docId,
      modification: { from: result.from, ...(result.Name === undefined ? {} : { Name: result.Name }) },
    };
    const journals = result.journals.map(
      (id): LogFields => ({
        action: 'restore',
        collection: result.secondary ?? '',
        document: id,
        modification: { from: `${result.secondary ?? ''}${deletedSuffix}` },
      }),
    );
    return [restored, ...journals];
  },
});
