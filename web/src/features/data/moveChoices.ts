import type { PublicCollection } from '@colmena/shared';

/** Why a collection the user sees is not offered as a move target. */
export type AbsentReason = 'sameCollection' | 'noJournals' | 'notAllowed';

export interface MoveChoices {
  /** Every collection the document may move into, in the selector's order. */
  targets: PublicCollection[];
  /** The other collections the user sees, each with the reason it is not offered. */
  absent: { collection: PublicCollection; reason: AbsentReason }[];
}

/**
 * Where a project may move (issue 12: "move lists every collection the user may write, and
 * says why others are absent"): every other collection the user sees, unless it keeps its
 * documents in the same place, has no journals collection for the project's journals
 * (project.deleteData refuses that), or the write policy would refuse the move (`canMoveTo`).
 */
export function moveChoices(
  from: PublicCollection,
  collections: readonly PublicCollection[],
  canMoveTo: (to: PublicCollection) => boolean,
): MoveChoices {
  const choices: MoveChoices = { targets: [], absent: [] };
  for (const collection of collections) {
    if (collection.key === from.key) continue;
    const reason = absentReason(from, collection, canMoveTo);
    if (reason === null) choices.targets.push(collection);
    else choices.absent.push({ collection, reason });
  }
  return choices;
}

function absentReason(
  from: PublicCollection,
  to: PublicCollection,
  canMoveTo: (to: PublicCollection) => boolean,
): AbsentReason | null {
  if (to.mainCollection === from.mainCollection) return 'sameCollection';
  if (from.secondaryCollection && !to.secondaryCollection) return 'noJournals';
  return canMoveTo(to) ? null : 'notAllowed';
}
