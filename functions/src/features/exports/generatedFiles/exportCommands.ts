import type { Command } from '../../../platform/commands/defineCommand';
import { recordGeneratedFile } from './generatedFileRecord';

/** The generated files' commands (PDF, PowerPoint), listed in THE registry (features/replay/allCommands.ts). */
export const exportCommands: readonly Command[] = [recordGeneratedFile];
