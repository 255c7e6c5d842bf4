/**
 * `messages`, chat threads (spec §3 message thread, §7 "participants contain user uid").
 * Reads: only the threads the caller takes part in. Writes: level 100 by the generic document
 * commands. Chat messages change through their own commands, which stamp `from` with the
 * caller (a later issue adds them): a generic write could post as someone else, rewrite their
 * message or add participants.
 */
import { adminWrites, allow, refuse, signedInOnly } from './decisions';
import { withArrayContains } from './forceClause';
import type { FixedCollectionRules } from './types';

export const messagesRules = {
  read: signedInOnly((caller, { query }) => {
    const own = withArrayContains(query, 'participants', caller.uid);
    return own ? allow(own) : refuse('forbidden');
  }),
  write: adminWrites,
} satisfies FixedCollectionRules;
