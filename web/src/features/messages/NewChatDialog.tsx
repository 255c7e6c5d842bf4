import { useNavigate } from 'react-router';
import { useCommand } from '../../hooks/useCommand';
import { useT } from '../../hooks/useT';
import { ContactPickerDialog } from './ContactPickerDialog';
import type { ChatContactsState } from './useChatContacts';

/**
 * "New chat": choose people from those the server lets me chat with, then `chat.start` opens
 * the thread — the existing one when it is the same people.
 */
export function NewChatDialog({
  open,
  onClose,
  contacts,
}: {
  open: boolean;
  onClose(): void;
  contacts: ChatContactsState;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { run } = useCommand();

  const start = async (chosen: string[]) => {
    const outcome = await run('chat.start', { contacts: chosen });
    if (outcome.status === 'rejected') return false;
    const thread = (outcome.result as { thread?: unknown } | undefined)?.thread;
    if (typeof thread === 'string') navigate(`/messages/${encodeURIComponent(thread)}`);
    return true;
  };

  return (
    <ContactPickerDialog
      open={open}
      title={t('chat.new.title')}
      confirmLabel={t('chat.new.start')}
      noneText={t('chat.new.none')}
      contacts={contacts}
      offered={contacts.contacts}
      onClose={onClose}
      onConfirm={start}
    />
  );
}
