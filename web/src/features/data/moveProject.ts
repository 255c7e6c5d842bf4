import type { CommandPayload, PublicCollection } from '@colmena/shared';

/**
 * Where a project can move from its view. A collection with journals moves them along, so only
 * definitions that have somewhere to put them qualify (as on the project data page).
 */
export function moveTargets(
  from: PublicCollection,
  collections: readonly PublicCollection[],
): PublicCollection[] {
  return collections.filter(
    (candidate) =>
      candidate.key !== from.key &&
      candidate.mainCollection !== from.mainCollection &&
      (!from.secondaryCollection || Boolean(candidate.secondaryCollection)),
  );
}

export type MoveCommand =
  | { type: 'project.deleteData'; payload: CommandPayload<'project.deleteData'> }
  | { type: 'document.move'; payload: CommandPayload<'document.move'> };

/**
 * The command that moves a project (spec §4): with journals, `project.deleteData` with `to`
 * takes the project and its journals in one command, so the journals count stays true; a
 * collection without journals moves the document alone.
 */
export function moveCommand(from: PublicCollection, to: PublicCollection, projectId: string): MoveCommand {
  if (from.secondaryCollection) {
    return { type: 'project.deleteData', payload: { collKey: from.key, projectId, to: to.key } };
  }
  return {
    type: 'document.move',
    payload: { collection: from.mainCollection, docId: projectId, to: to.mainCollection },
  };
}
