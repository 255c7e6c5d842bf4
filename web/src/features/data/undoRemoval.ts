import type { CommandPayload, PublicCollection } from '@colmena/shared';
import { type MoveCommand, moveCommand } from './moveProject';

/** What a delete or move just did, as the data screens sent it. */
export type Removal =
  /** document.delete, or project.deleteData without a target: into `{collection}Deleted`. */
  | { kind: 'deleted'; collection: string; docId: string }
  /** A move of a project between definitions (moveCommand). */
  | { kind: 'moved'; from: PublicCollection; to: PublicCollection; docId: string };

export type UndoCommand =
  | { type: 'document.restore'; payload: CommandPayload<'document.restore'> }
  | MoveCommand;

/**
 * The command that takes a removal back (issue 12: the toast's "Deshacer"): a delete is
 * restored from the trash — a project's backup with the journals it took along — and a move
 * goes back the way it came, by the same kind of command, so journals travel back too.
 */
export function undoCommand(removal: Removal): UndoCommand {
  if (removal.kind === 'deleted') {
    return { type: 'document.restore', payload: { collection: removal.collection, docId: removal.docId } };
  }
  const forward = moveCommand(removal.from, removal.to, removal.docId);
  if (forward.type === 'project.deleteData') {
    return {
      type: 'project.deleteData',
      payload: { collKey: removal.to.key, projectId: removal.docId, to: removal.from.key },
    };
  }
  return {
    type: 'document.move',
    payload: { collection: removal.to.mainCollection, docId: removal.docId, to: removal.from.mainCollection },
  };
}
