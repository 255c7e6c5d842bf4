import type { Command } from '../../platform/commands/defineCommand';
import { submitPublicForm } from './submitPublicForm';

/** Public forms' commands, listed in the one registry (features/replay/allCommands). */
export const publicFormCommands: readonly Command[] = [submitPublicForm];
