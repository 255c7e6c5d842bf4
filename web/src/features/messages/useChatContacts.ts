import type { ChatContact } from '@colmena/shared/chat';
import { useEffect, useState } from 'react';
import { fetchChatContacts } from './chatClient';

export type ChatContactsState =
  | { status: 'loading'; contacts: ChatContact[] }
  | { status: 'ready'; contacts: ChatContact[] }
  | { status: 'error'; contacts: ChatContact[] };

/** The people the caller may chat with (names for the list, choices for a new chat). */
export function useChatContacts(): ChatContactsState {
  const [state, setState] = useState<ChatContactsState>({ status: 'loading', contacts: [] });
  useEffect(() => {
    const controller = new AbortController();
    fetchChatContacts(controller.signal).then(
      (contacts) => setState({ status: 'ready', contacts }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('The chat contacts could not be read', error);
        setState({ status: 'error', contacts: [] });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
