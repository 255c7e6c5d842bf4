/**
 * `messages`, chat threads (spec §3 message thread, §7 "participants contain user uid").
 * Reads: only the threads the caller takes part in, and only when the company's chat icon
 * rule lets them chat at all (spec §6 chatViewLvl: no level set, or the caller's reaches it).
 * Writes: level 100 by the generic document commands. Chat messages change through their own
 * commands (features/chat: `chat.*`, which own `messages`), which stamp `from` with the caller:
 * a generic write could post as someone else, rewrite their message or add participants. Even
 * a chat command writes only a thread its actor takes part in before the write (or, starting
 * one, after it), and never deletes one.
 */
import { canSeeChatIcon } from '../icons';
import { levels } from '../levels';
import type { WriteActor, WriteTarget } from '../writePolicy';
import { allow, refuse, signedInOnly } from './decisions';
import { withArrayContains } from './forceClause';
import type { FixedCollectionRules } from './types';

const takesPart = (doc: Readonly<Record<string, unknown>> | null | undefined, uid: string) =>
  Array.isArray(doc?.participants) && doc.participants.includes(uid);

function canWriteThread(actor: WriteActor, target: WriteTarget): boolean {
  if (actor.lvl >= levels.admin) return true;
  if (target.byOwnCommand !== true || target.kind === 'delete') return false;
  return target.before ? takesPart(target.before, actor.uid) : takesPart(target.after, actor.uid);
}

export const messagesRules = {
  read: signedInOnly((caller, { query, company }) => {
    if (!canSeeChatIcon(company, caller.lvl)) return refuse('forbidden');
    const own = withArrayContains(query, 'participants', caller.uid);
    return own ? allow(own) : refuse('forbidden');
  }),
  write: { canWrite: canWriteThread, mayWriteIn: (actor) => actor.lvl >= levels.admin },
} satisfies FixedCollectionRules;
