/** `packs`, the installed store packs: level 100 reads and writes (store, spec §6). */
import { adminReads, adminWrites } from './decisions';
import type { FixedCollectionRules } from './types';

export const packsRules = { read: adminReads, write: adminWrites } satisfies FixedCollectionRules;
