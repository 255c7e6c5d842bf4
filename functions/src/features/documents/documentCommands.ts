import { commandRegistry } from '../../platform/commands/defineCommand';
import { createDocument } from './createDocument';
import { deleteDocument } from './deleteDocument';
import { deleteProjectData } from './deleteProjectData';
import { mergeDocument } from './mergeDocument';
import { moveDocument } from './moveDocument';
import { replaceDocument } from './replaceDocument';

/** Every document command, by type: what `POST /api/commands` and replays run. */
export const documentCommands = commandRegistry([
  createDocument,
  mergeDocument,
  replaceDocument,
  deleteDocument,
  moveDocument,
  deleteProjectData,
]);
