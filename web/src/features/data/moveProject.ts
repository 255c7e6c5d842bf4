import type { CommandPayload, PublicCollection } from '@colmena/shared';

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
