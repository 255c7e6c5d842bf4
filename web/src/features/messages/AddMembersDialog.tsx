import { useMemo } from 'react';
import { useCommand } from '../../hooks/useCommand';
import { useT } from '../../hooks/useT';
import { ContactPickerDialog } from './ContactPickerDialog';
import { useChatContacts } from './useChatContacts';

/**
 * "Add people" of an open thread: the people I may chat with (the server's list, by chat.start's
 * rule) who are not in it yet; `chat.addMembers` brings them in. Mounted only while open, so
 * the list is read when it is asked for. A refusal keeps the choice (the snack says why).
 */
export function AddMembersDialog({
  thread,
  members,
  onClose,
}: {
  thread: string;
  /** The thread's participants (uids): not offered again. */
  members: readonly string[];
  onClose(): void;
}) {
  const t = useT();
  const { run } = useCommand();
  const contacts = useChatContacts();
  const offered = useMemo(
    () => contacts.contacts.filter((c) => !members.includes(c.uid)),
    [contacts.contacts, members],
  );

  return (
    <ContactPickerDialog
      open
      title={t('chat.add.title')}
      confirmLabel={t('chat.add.confirm')}
      noneText={t('chat.add.none')}
      contacts={contacts}
      offered={offered}
      onClose={onClose}
      onConfirm={async (chosen) =>
        (await run('chat.addMembers', { thread, contacts: chosen })).status === 'applied'
      }
    />
  );
}
