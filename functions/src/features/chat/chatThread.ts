import { canSeeChatIcon } from '@colmena/shared/policy';
import type { Actor, CommandTx } from '../../platform/commands/defineCommand';
import { AppError } from '../../platform/http/AppError';
import type { DocData, StoredDoc } from '../../platform/store/Store';

/** Spec §3 message threads (ARCHITECTURE §3 fixed collection). */
export const messagesCollection = 'messages';

/** The company's chatViewLvl as the icon rule reads it (a stored non-number counts as unset). */
export const chatViewLvlOf = (company: DocData | null): { chatViewLvl?: number } =>
  typeof company?.chatViewLvl === 'number' ? { chatViewLvl: company.chatViewLvl } : {};

/** Spec §6 chat icon rule, on the server: below the company's chatViewLvl nobody chats. */
export async function requireChat(tx: CommandTx, actor: Actor): Promise<void> {
  if (!canSeeChatIcon(chatViewLvlOf(await tx.getCompany()), actor.lvl)) throw new AppError('forbidden');
}

export const participantsOf = (thread: DocData | null): string[] =>
  Array.isArray(thread?.participants)
    ? thread.participants.filter((p): p is string => typeof p === 'string')
    : [];

/**
 * A thread the actor takes part in. Someone else's thread answers as a missing one: whether a
 * thread exists is nobody's business but its participants'.
 */
export async function ownThread(tx: CommandTx, actor: Actor, threadId: string): Promise<StoredDoc> {
  await requireChat(tx, actor);
  const thread = await tx.get(messagesCollection, threadId);
  if (!thread || !participantsOf(thread).includes(actor.uid)) throw new AppError('not_found');
  return thread;
}

/** Each reader's watched keys (shared/src/chat/unread.ts), as stored. */
export function watchedByOf(thread: DocData): Record<string, string[]> {
  const raw = thread.watchedBy;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, string[]> = {};
  for (const [uid, keys] of Object.entries(raw)) {
    if (Array.isArray(keys)) out[uid] = keys.filter((k): k is string => typeof k === 'string');
  }
  return out;
}

export interface StoredMessage {
  key: string;
  from: string;
  body: string;
  at?: string;
}

export const messagesOf = (thread: DocData): StoredMessage[] =>
  Array.isArray(thread.msjArray) ? (thread.msjArray as StoredMessage[]) : [];
