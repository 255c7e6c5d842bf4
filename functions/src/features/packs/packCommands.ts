import type { Command } from '../../platform/commands/defineCommand';
import { installPack } from './installPack';
import { discardPack, savePack } from './savePack';
import { uninstallPack } from './uninstallPack';

/** The store's commands (level 100), listed in the one registry (features/replay/allCommands). */
export const packCommands: readonly Command[] = [installPack, uninstallPack, savePack, discardPack];
