import type { ChatContact } from '@colmena/shared/chat';
import { z } from 'zod';
import type { BrowserCommands, ChatCommands } from '../../api/browserCommands';
import { browserFetch } from '../../api/browserFetch';
import { sendCommand } from '../../api/commandClient';
import { newId } from '../../api/newId';
import { requestJson } from '../../api/request';

/**
 * Sends one chat command with no snack, for what the screens report themselves (the chat
 * machine's queued message, read marks). `id` is the command id: the chat machine keeps it
 * with a queued message, so a retry after a failure is the same command and is never applied
 * twice. What a person does and may fail goes through useCommand.
 */
export function sendChatCommand<T extends keyof ChatCommands>(
  type: T,
  payload: BrowserCommands[T],
  id: string = newId(),
) {
  return sendCommand(browserFetch, { id, type, payload });
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
