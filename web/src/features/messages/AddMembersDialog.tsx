import { useMemo, useState } from 'react';
import { useCommand } from '../../hooks/useCommand';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { ContactPicker, toggled } from './ContactPicker';
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
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const offered = useMemo(
    () => contacts.contacts.filter((c) => !members.includes(c.uid)),
    [contacts.contacts, members],
  );

  const add = async () => {
    setBusy(true);
    const outcome = await run('chat.addMembers', { thread, contacts: [...chosen] });
    setBusy(false);
    if (outcome.status === 'applied') onClose();
  };

  return (
    <Dialog
      open
      title={t('chat.add.title')}
      onClose={onClose}
      wide
      actions={
        <>
          {chosen.size > 0 && (
            <span className="chat-picker__chosen">{t('chat.new.chosen', { count: chosen.size })}</span>
          )}
          <button type="button" className="button" onClick={onClose}>
            {t('chat.new.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={chosen.size === 0 || busy}
            onClick={() => void add()}
          >
            {t('chat.add.confirm')}
          </button>
        </>
      }
    >
      <ContactPicker
        contacts={contacts}
        offered={offered}
        chosen={chosen}
        onToggle={(id) => setChosen((current) => toggled(current, id))}
        query={query}
        onQuery={setQuery}
        noneText={t('chat.add.none')}
      />
    </Dialog>
  );
}
