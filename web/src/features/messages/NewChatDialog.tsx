import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCommand } from '../../hooks/useCommand';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { ContactPicker, toggled } from './ContactPicker';
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
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const close = () => {
    setChosen(new Set());
    setQuery('');
    onClose();
  };
  const start = async () => {
    setBusy(true);
    const outcome = await run('chat.start', { contacts: [...chosen] });
    setBusy(false);
    // Refused: the snack says why, and the people chosen stay chosen.
    if (outcome.status === 'rejected') return;
    const result = outcome.result as { thread?: unknown } | undefined;
    const thread = result?.thread;
    close();
    if (typeof thread === 'string') navigate(`/messages/${encodeURIComponent(thread)}`);
  };

  return (
    <Dialog
      open={open}
      title={t('chat.new.title')}
      onClose={close}
      wide
      actions={
        <>
          {chosen.size > 0 && (
            <span className="chat-picker__chosen">{t('chat.new.chosen', { count: chosen.size })}</span>
          )}
          <button type="button" className="button" onClick={close}>
            {t('chat.new.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={chosen.size === 0 || busy}
            onClick={() => void start()}
          >
            {t('chat.new.start')}
          </button>
        </>
      }
    >
      <ContactPicker
        contacts={contacts}
        offered={contacts.contacts}
        chosen={chosen}
        onToggle={(id) => setChosen((current) => toggled(current, id))}
        query={query}
        onQuery={setQuery}
        noneText={t('chat.new.none')}
      />
    </Dialog>
  );
}
