import type { CommandOutcome } from '@colmena/shared';
import type {
  ChatContact,
  ChatLeavePayload,
  ChatReadPayload,
  ChatSendPayload,
  ChatStartPayload,
} from '@colmena/shared/chat';
import { z } from 'zod';
import { browserFetch } from '../../api/browserFetch';
import { type CommandEnvelope, sendCommand } from '../../api/commandClient';
import { newId } from '../../api/newId';
import { requestJson } from '../../api/request';

/** The chat commands (functions/src/features/chat). */
export interface ChatCommands {
  'chat.start': ChatStartPayload;
  'chat.send': ChatSendPayload;
  'chat.read': ChatReadPayload;
  'chat.leave': ChatLeavePayload;
}

/**
 * Sends one chat command. `id` is the command id: the chat machine keeps it with a queued
 * message, so a retry after a failure is the same command and is never applied twice.
 */
export function sendChatCommand<T extends keyof ChatCommands>(
  type: T,
  payload: ChatCommands[T],
  id: string = newId(),
): Promise<CommandOutcome> {
  // sendCommand's envelope type lists the document commands; /api/commands is the same for all.
  const envelope = { id, type, payload } as unknown as CommandEnvelope;
  return sendCommand(browserFetch, envelope);
}

const chatContactsAnswer = z.object({
  contacts: z.array(
    z.object({
      id: z.string(),
      uid: z.string(),
      name: z.string(),
      rol: z.string(),
      client: z.boolean(),
      imgUrl: z.string().optional(),
    }),
  ),
});

/** Whom the caller may start a chat with (GET /api/chat/contacts), names only. */
export async function fetchChatContacts(signal?: AbortSignal): Promise<ChatContact[]> {
  const answer = await requestJson(
    browserFetch,
    '/api/chat/contacts',
    chatContactsAnswer,
    signal ? { signal } : {},
  );
  return answer.contacts.map(({ imgUrl, ...rest }) => (imgUrl ? { ...rest, imgUrl } : rest));
}
