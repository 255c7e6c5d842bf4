/**
 * `automations` and `automationRuns` (issue 15): level 100 makes automations and reads both.
 * Automations are written by the automation commands (level 100, as packs and widgets are);
 * runs only by the automation engine on the server, never by a command.
 */
import { adminReads, adminWrites } from './decisions';
import type { FixedCollectionRules } from './types';

export const automationsRules = { read: adminReads, write: adminWrites } satisfies FixedCollectionRules;

export const automationRunsRules = { read: adminReads, write: 'runner' } satisfies FixedCollectionRules;
