/**
 * `meta`, the runner's counters (per-tenant `seq`): only the runner writes. It declares no
 * read rule, so reads of the name go to the company's definitions like any other name.
 */
import type { FixedCollectionRules } from './types';

export const metaRules = { write: 'runner' } as const satisfies FixedCollectionRules;
