/**
 * Who may use a collection's trash (issue 12: "Papelera"): its `{X}Deleted` copies are listed,
 * restored and emptied by whoever's level reaches the definition's delete level — the people who
 * may delete there in the first place — and by level 100. An owner below that level does not see
 * the trash (it holds everybody's documents), but may still undo the delete of a document they
 * own: a restore is judged like the delete it reverses (writePolicy, `viaRestore`).
 */
import type { SignedInCaller } from './caller';
import { levels } from './levels';
import { allow, refuse, signedInOnly } from './rulebook/decisions';
import type { ReadRule } from './rulebook/types';
import { reachesLevel, writeLevel } from './writeLevels';
import type { WriteActor } from './writePolicy';
import type { CollectionArea, WriteDefinition } from './writePolicyArea';

type Ranked = Pick<WriteActor, 'lvl' | 'rol'>;

/** May the caller see, restore from and empty the trash of this definition's collections? */
export function canUseTrash(actor: Ranked, def: WriteDefinition): boolean {
  return actor.lvl >= levels.admin || reachesLevel(actor, def, writeLevel(def, 'delete'));
}

/**
 * The coarse check of a restore into `area` (the original collection), before any document is
 * read: a company collection for those who use its trash, or for an owner (the per-write check
 * then asks that they own the document); any other collection for level 100 only.
 */
export function mayRestoreIn(actor: WriteActor, area: CollectionArea): boolean {
  if (actor.lvl >= levels.admin) return true;
  if (area.kind !== 'company') return false;
  const def = area.definition;
  return canUseTrash(actor, def) || (Boolean(def.ownerField) && Boolean(actor.contactId));
}

/** Reads of a company collection's `{X}Deleted` copy: the trash's audience (canUseTrash). */
export const trashReads = (def: WriteDefinition): ReadRule =>
  signedInOnly((caller: SignedInCaller, { query }) =>
    canUseTrash(caller, def) ? allow(query) : refuse('forbidden'),
  );
