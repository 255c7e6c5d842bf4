/** `logs`, the audit trail (spec §3 log entry): level 100 reads (the logs page); only the runner writes. */
import { adminReads } from './decisions';
import type { FixedCollectionRules } from './types';

export const logsRules = { read: adminReads, write: 'runner' } as const satisfies FixedCollectionRules;
