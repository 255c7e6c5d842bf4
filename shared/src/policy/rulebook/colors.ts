/** `colors`, the company theme (spec §3 colors document): any signed-in caller reads, level 100 writes. */
import { adminWrites, signedInReads } from './decisions';
import type { FixedCollectionRules } from './types';

export const colorsRules = { read: signedInReads, write: adminWrites } satisfies FixedCollectionRules;
