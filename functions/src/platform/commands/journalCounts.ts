import type { WriteDefinition } from '@colmena/shared/policy';
import type { DocData } from '../store/Store';
import { isValidDocId } from './envelope';
import type { Staging } from './Staging';

/** Spec §3: a project's journals are the secondary documents whose ProjectId is its FireId. */
const journalsOf = (secondary: string, projectId: string) => ({
  collection: secondary,
  where: [['ProjectId', '==', projectId] as const],
});

function projectIdOf(doc: DocData | null): string | null {
  const id = doc?.ProjectId;
  return isValidDocId(id) ? id : null;
}

/**
 * Keeps `JournalsCount` of every project this command touches equal to its journals (spec §4):
 * the projects of journals it creates, deletes, moves or re-parents, and projects it writes
 * itself. The count is the committed one (the store transaction has no write yet) corrected
 * by the staged writes, so it is exact under concurrency: transactions run one at a time.
 * Stages a merge `{JournalsCount}` for each project that exists after the command and whose
 * count differs.
 */
export async function syncJournalCounts(
  staging: Staging,
  definitions: readonly WriteDefinition[],
): Promise<void> {
  const derived: { collection: string; id: string; count: number }[] = [];
  for (const def of definitions) {
    const secondary = def.secondaryCollection;
    if (!secondary) continue;
    const journalIds = new Set<string>();
    const projectIds = new Set<string>();
    for (const write of staging.writes) {
      if (write.collection === secondary) journalIds.add(write.id);
      else if (write.collection === def.mainCollection && write.kind !== 'delete') projectIds.add(write.id);
    }
    const journals = await Promise.all(
      [...journalIds].map(async (id) => ({
        before: projectIdOf(await staging.committed(secondary, id)),
        after: projectIdOf(await staging.final(secondary, id)),
      })),
    );
    for (const { before, after } of journals) {
      if (before) projectIds.add(before);
      if (after) projectIds.add(after);
    }
    for (const projectId of projectIds) {
      const project = await staging.final(def.mainCollection, projectId);
      if (!project) continue;
      let count = await staging.committedCount(journalsOf(secondary, projectId));
      for (const { before, after } of journals)
        count += Number(after === projectId) - Number(before === projectId);
      if (project.JournalsCount !== count)
        derived.push({ collection: def.mainCollection, id: projectId, count });
    }
  }
  for (const { collection, id, count } of derived)
    staging.deriveMerge(collection, id, { JournalsCount: count });
}
