import { canUseTrash, deletedSuffix } from '@colmena/shared/policy';
import { emptyTrashPayloadSchema } from '@colmena/shared/schemas';
import { defineCommand, type LogFields } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { namedRecord } from './namedRecord';

/**
 * The most copies one `trash.empty` erases: each is two writes (the removal, its log entry) in
 * the command's one transaction, like a collection removal's limit. A fuller trash answers
 * `more: true` and the screen sends the command again.
 */
export const maxCopiesErasedAtOnce = 500;

interface Erased {
  collection: string;
  id: string;
  Name?: string;
}

/**
 * `trash.empty {collKey}` (issue 12): the copies in `{main}Deleted` and `{secondary}Deleted` of
 * definition `collKey` are erased for good, at most maxCopiesErasedAtOnce per command, one log
 * entry each (a delete from the Deleted collection, naming the record). The screen asks for
 * confirmation first. For the trash's audience (policy canUseTrash). Result `{collKey, erased,
 * more}`.
 */
export const emptyTrash = defineCommand({
  type: 'trash.empty',
  schema: emptyTrashPayloadSchema,
  allowed(actor, input, ctx) {
    const def = ctx.definitions.find((candidate) => candidate.key === input.collKey);
    // An unknown key passes here and is refused by apply, as collection commands do.
    return def === undefined || canUseTrash(actor, def);
  },
  async apply(tx, input, _stamp, ctx) {
    const def = ctx.definitions.find((candidate) => candidate.key === input.collKey);
    if (!def) throw new AppError('collection_not_found');
    const trashes = [def.mainCollection, def.secondaryCollection]
      .filter((name): name is string => name !== undefined)
      .map((name) => `${name}${deletedSuffix}`);
    const erased: Erased[] = [];
    let more = false;
    for (const collection of trashes) {
      const room = maxCopiesErasedAtOnce - erased.length;
      const copies = await tx.query({ collection, where: [], limit: room + 1 });
      if (copies.length > room) more = true;
      for (const copy of copies.slice(0, room))
        erased.push({ collection, id: copy.FireId, ...namedRecord(copy) });
      if (more) break;
    }
    for (const { collection, id } of erased) tx.delete(collection, id);
    return { collKey: input.collKey, erased, more };
  },
  log: (input, result): LogFields[] =>
    result.erased.map(({ collection, id, Name }) => ({
      action: 'delete',
      collection,
      document: id,
      key: input.collKey,
      ...(Name === undefined ? {} : { modification: { Name } }),
    })),
});
