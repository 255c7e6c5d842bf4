/**
 * `tasksMessages`, the task inbox (spec §3 task message, §7 "to = uid"). Reads: a caller's own
 * tasks; level 100 reads every task. Writes: level 100 by the generic document commands, for
 * the reason given for `messages`: tasks change through their own commands.
 */
import { levels } from '../levels';
import { adminWrites, allow, refuse, signedInOnly } from './decisions';
import { withEquals } from './forceClause';
import type { FixedCollectionRules } from './types';

export const tasksMessagesRules = {
  read: signedInOnly((caller, { query }) => {
    if (caller.lvl >= levels.admin) return allow(query);
    const own = withEquals(query, 'to', caller.uid);
    return own ? allow(own) : refuse('forbidden');
  }),
  write: adminWrites,
} satisfies FixedCollectionRules;
