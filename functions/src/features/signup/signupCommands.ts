import type { Command } from '../../platform/commands/defineCommand';
import { createCompany } from './createCompany';

/** Sign-up's commands, listed in the one registry (features/replay/allCommands). */
export const signupCommands: readonly Command[] = [createCompany];
