import { type CommandPayload, defaultQueryLimit } from '@colmena/shared';
import { deletedSuffix, type WriteDefinition } from '@colmena/shared/policy';
import { deleteProjectDataPayloadSchema } from '@colmena/shared/schemas';
import { deletedMarks, recordName } from '@colmena/shared/trash';
import { type CommandContext, defineCommand, type LogFields } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import { assertDeclaredFields } from './declaredFields';
import { documentBody } from './documentBody';

interface Collections {
  main: string;
  secondary?: string;
}

interface Plan {
  from: Collections;
  to: Collections;
  /** Backup (`…Deleted`, with deletedBy) or a move into another definition (with movedBy). */
  backup: boolean;
}

type Input = CommandPayload<'project.deleteData'>;

const collectionsOf = (def: WriteDefinition): Collections =>
  def.secondaryCollection
    ? { main: def.mainCollection, secondary: def.secondaryCollection }
    : { main: def.mainCollection };

/**
 * Where the documents go (spec §4 "Deleting project data moves its child and main documents to
 * backup or target collections"): without `to`, to `{main}Deleted` and `{secondary}Deleted`;
 * with `to` (another definition's key), to that definition's main and secondary collections.
 * Null when the payload names no usable definition.
 */
function planOf(input: Input, ctx: CommandContext): Plan | null {
  const source = ctx.definitions.find((def) => def.key === input.collKey);
  if (!source) return null;
  const from = collectionsOf(source);
  if (input.to === undefined) {
    const to: Collections = { main: `${from.main}${deletedSuffix}` };
    if (from.secondary) to.secondary = `${from.secondary}${deletedSuffix}`;
    return { from, to, backup: true };
  }
  const target = ctx.definitions.find((def) => def.key === input.to);
  if (!target || target.mainCollection === from.main) return null;
  const to = collectionsOf(target);
  // Journals need somewhere to go; the target's secondary may be the same collection (they stay).
  if (from.secondary && !to.secondary) return null;
  return { from, to, backup: false };
}

/**
 * `project.deleteData {collKey, projectId, to?}`: the project of definition `collKey` and its
 * journals (ProjectId = projectId) leave for the backup or target collections, in one command.
 * Result: `{projectId, from, to, journals}` (the journal ids moved).
 */
export const deleteProjectData = defineCommand({
  type: 'project.deleteData',
  schema: deleteProjectDataPayloadSchema,
  allowed(_actor, input, ctx) {
    const plan = planOf(input, ctx);
    if (!plan) return true; // apply answers invalid_change
    const names = [plan.from.main, plan.from.secondary];
    if (!plan.backup) names.push(plan.to.main, plan.to.secondary);
    return names.every((name) => name === undefined || ctx.mayWriteIn(name));
  },
  async apply(tx, input, stamp, ctx) {
    const plan = planOf(input, ctx);
    if (!plan) throw new AppError('invalid_change');
    const { from, to } = plan;
    const project = await tx.get(from.main, input.projectId);
    if (!project) throw new AppError('deletion_error');
    if (!plan.backup && (await tx.get(to.main, input.projectId))) throw new AppError('deletion_error');
    const moveJournals = from.secondary !== undefined && to.secondary !== from.secondary;
    const journals =
      moveJournals && from.secondary
        ? await tx.query({
            collection: from.secondary,
            where: [['ProjectId', '==', input.projectId]],
            limit: defaultQueryLimit + 1,
          })
        : [];
    if (journals.length > defaultQueryLimit) throw new AppError('deletion_error');

    // A backup marks the journals with their project, so its restore brings back these ones.
    const mark = plan.backup ? deletedMarks(stamp.actor.uid, stamp.at) : { movedBy: stamp.actor.uid };
    const journalMark = plan.backup
      ? deletedMarks(stamp.actor.uid, stamp.at, input.projectId)
      : { movedBy: stamp.actor.uid };
    tx.set(to.main, input.projectId, { ...documentBody(project), ...mark });
    tx.delete(from.main, input.projectId);
    for (const journal of journals) {
      if (!from.secondary || !to.secondary) break;
      tx.set(to.secondary, journal.FireId, { ...documentBody(journal), ...journalMark });
      tx.delete(from.secondary, journal.FireId);
    }
    // Moved into another definition, the project and its journals must fit the fields it declares
    // (the fields they bring, as document.move checks); a backup keeps them as they were. Checked
    // once staged: who may not make these writes is refused for that (executeCommand).
    if (!plan.backup) {
      assertDeclaredFields(ctx, to.main, documentBody(project), { partial: true });
      if (to.secondary)
        for (const journal of journals)
          assertDeclaredFields(ctx, to.secondary, documentBody(journal), { partial: true });
    }
    const name = recordName(project);
    return {
      projectId: input.projectId,
      backup: plan.backup,
      from,
      to,
      journals: journals.map((j) => j.FireId),
      ...(name === null ? {} : { Name: name }),
    };
  },
  log(input, result): LogFields[] {
    const action = result.backup ? 'delete' : 'move to another colection';
    const project: LogFields = {
      action,
      collection: result.from.main,
      document: result.projectId,
      key: input.collKey,
      modification: { to: result.to.main, ...(result.Name === undefined ? {} : { Name: result.Name }) },
    };
    const journals = result.journals.map(
      (id): LogFields => ({
        action,
        collection: result.from.secondary ?? '',
        document: id,
        key: input.collKey,
        modification: { to: result.to.secondary },
      }),
    );
    return [project, ...journals];
  },
});
