import type { Command } from '../../platform/commands/defineCommand';
import { recordFile } from './recordFile';
import { removeFile } from './removeFile';
import { sweepPendingUpload } from './sweepPendingUpload';

/** The uploads slice's commands, listed in THE registry (features/replay/allCommands.ts). */
export const fileCommands: readonly Command[] = [recordFile, removeFile, sweepPendingUpload];
