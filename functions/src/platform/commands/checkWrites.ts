import {
  type CollectionArea,
  canWrite,
  deletedSuffix,
  levels,
  reachesLevel,
  type WriteKind,
  writeActionOf,
  writeLevel,
} from '@colmena/shared/policy';
import type { DocData } from '../store/Store';
import type { Actor, CommandContext } from './defineCommand';
import { isValidDocId } from './envelope';
import type { StagedWrite, Staging, Transition } from './Staging';

/**
 * The per-document permission check (policy canWrite) of every write a handler staged, with
 * the facts the policy needs: the document before and after, the parent project of a journal
 * (only read when the owner rule may decide: the caller's level alone does not let them), whether a deleted copy belongs to a removal made by
 * the same command, whether the command applies the account rules itself (the agenda's own
 * commands and sign-up: the only writers of `agenda`), whether it removes uploads itself
 * (`file.remove`: the only deleter of `uploads` records below level 100). The company document is level 100's,
 * like its colours, packs and secret store. False as soon as one write is refused.
 */
export async function allWritesAllowed(
  actor: Actor,
  staging: Staging,
  transitions: readonly Transition[],
  ctx: CommandContext,
  bindsAccounts: boolean,
  removesUploads: boolean,
  ownsCollections: readonly string[] = [],
): Promise<boolean> {
  const companyLevel = staging.companyWrites.length > 0 || staging.secretWrites.length > 0;
  if (companyLevel && actor.lvl < levels.admin) return false;
  // A removal or a restore pairs a delete with a put in the same command: without a delete (an
  // import's 2,000 writes) there is no pair to look for, and no keys to make.
  const pairs = staging.writes.some((w) => w.kind === 'delete') ? removalPairs(staging) : null;
  for (const { write, before, after } of transitions) {
    const area = ctx.areaOf(write.collection);
    const viaRemoval =
      pairs !== null &&
      write.kind !== 'delete' &&
      area.kind === 'deletedCopy' &&
      pairs.removals.has(`${area.of}/${write.id}`);
    const kind = writeKind(write.kind, before);
    // A restore: X's document created as its `{X}Deleted` copy goes, in the same command.
    const viaRestore =
      pairs !== null &&
      ((kind === 'create' &&
        pairs.removals.has(`${write.collection}${deletedSuffix}/${write.id}`) &&
        ctx.areaOf(`${write.collection}${deletedSuffix}`).kind === 'deletedCopy') ||
        (kind === 'delete' && area.kind === 'deletedCopy' && pairs.puts.has(`${area.of}/${write.id}`)));
    const reads = parentReads(actor, area, kind, viaRestore);
    const parents = reads === null ? noParents : await parentsFor(reads, staging, before, after);
    const allowed = canWrite(actor, {
      area,
      kind,
      before,
      after,
      ...(write.kind === 'merge' ? { changed: Object.keys(write.data ?? {}) } : {}),
      ...(write.kind === 'append' && write.append
        ? { changed: [write.append.field, ...Object.keys(write.data ?? {})] }
        : {}),
      ...parents,
      viaRemoval,
      viaRestore,
      agendaViewLvl: ctx.agendaViewLvl,
      byContactCommand: bindsAccounts,
      byUploadCommand: removesUploads,
      byOwnCommand: ownsCollections.includes(write.collection),
    });
    if (!allowed) return false;
  }
  return true;
}

function writeKind(kind: StagedWrite['kind'], before: DocData | null): WriteKind {
  if (kind === 'delete') return 'delete';
  if (!before) return 'create';
  // An append changes the fields it names, as a merge does.
  return kind === 'merge' || kind === 'append' ? 'merge' : 'replace';
}

/** The documents a command writes, keyed `collection/id`: those it deletes and those it puts. */
function removalPairs(staging: Staging): { removals: Set<string>; puts: Set<string> } {
  const removals = new Set<string>();
  const puts = new Set<string>();
  for (const w of staging.writes) (w.kind === 'delete' ? removals : puts).add(`${w.collection}/${w.id}`);
  return { removals, puts };
}

type Parents = { beforeParent?: DocData | null; afterParent?: DocData | null };
const noParents: Parents = {};

/**
 * Where a write's check needs its journal's parents: the main collection to read them from, or
 * null when the policy decides without (no read, no wait: most writes).
 */
function parentReads(
  actor: Actor,
  area: CollectionArea,
  kind: WriteKind,
  viaRestore: boolean,
): string | null {
  if (area.kind !== 'company' || area.role !== 'secondary') return null;
  const { definition } = area;
  // Without parents the owner rule refuses, so skipping the reads can only fail closed.
  const action = writeActionOf(kind, viaRestore);
  if (!definition.ownerField || reachesLevel(actor, definition, writeLevel(definition, action))) return null;
  return definition.mainCollection;
}

/** A journal's parent before (as committed) and after (as this command leaves it). */
async function parentsFor(
  main: string,
  staging: Staging,
  before: DocData | null,
  after: DocData | null,
): Promise<Parents> {
  const parentId = (doc: DocData | null) => {
    const id = doc?.ProjectId;
    return isValidDocId(id) ? id : null;
  };
  const beforeId = parentId(before);
  const afterId = parentId(after);
  return {
    beforeParent: beforeId ? await staging.committed(main, beforeId) : null,
    afterParent: afterId ? await staging.final(main, afterId) : null,
  };
}
