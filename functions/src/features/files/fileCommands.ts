import type { Command } from '../../platform/commands/defineCommand';
import { recordFile } from './recordFile';
import { removeFile } from './removeFile';

/** The uploads slice's commands, listed in THE registry (features/replay/allCommands.ts). */
export const fileCommands: readonly Command[] = [recordFile, removeFile];
