/** `commands`, the command log (ARCHITECTURE §4): level 100 reads; only the runner writes. */
import { adminReads } from './decisions';
import type { FixedCollectionRules } from './types';

export const commandsRules = { read: adminReads, write: 'runner' } as const satisfies FixedCollectionRules;
