import type { Command } from '../../platform/commands/defineCommand';
import { createDocument } from './createDocument';
import { deleteDocument } from './deleteDocument';
import { deleteProjectData } from './deleteProjectData';
import { emptyTrash } from './emptyTrash';
import { mergeDocument } from './mergeDocument';
import { moveDocument } from './moveDocument';
import { replaceDocument } from './replaceDocument';
import { restoreDocument } from './restoreDocument';

/** The document commands, listed in the one registry (features/replay/allCommands). */
export const documentCommands: readonly Command[] = [
  createDocument,
  mergeDocument,
  replaceDocument,
  deleteDocument,
  moveDocument,
  deleteProjectData,
  restoreDocument,
  emptyTrash,
];
