import type { Command } from '../../platform/commands/defineCommand';
import { accountChanged } from './accountChanged';
import { createContact } from './createContact';
import { deleteContact } from './deleteContact';
import { passwordReset } from './passwordReset';
import { updateContact } from './updateContact';

/** The agenda's commands, listed in the one registry (features/replay/allCommands). */
export const contactCommands: readonly Command[] = [
  createContact,
  updateContact,
  deleteContact,
  accountChanged,
  passwordReset,
];
