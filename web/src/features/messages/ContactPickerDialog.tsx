import type { ChatContact } from '@colmena/shared/chat';
import { useState } from 'react';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { ContactPicker, toggled } from './ContactPicker';
import type { ChatContactsState } from './useChatContacts';

interface Props {
  open: boolean;
  title: string;
  /** The confirming button's text. */
  confirmLabel: string;
  /** Said when nobody is offered at all. */
  noneText: string;
  contacts: ChatContactsState;
  /** Those of the contacts to offer. */
  offered: readonly ChatContact[];
  onClose(): void;
  /** Sends the command for the people chosen; true when it was applied (the dialog then closes). */
  onConfirm(chosen: string[]): Promise<boolean>;
}

/**
 * A dialog that picks people to chat with (a new chat, people added to a thread): the picker,
 * how many are chosen, cancel and confirm. A refusal keeps the choice (the snack says why).
 */
export function ContactPickerDialog({
  open,
  title,
  confirmLabel,
  noneText,
  contacts,
  offered,
  onClose,
  onConfirm,
}: Props) {
  const t = useT();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const close = () => {
    setChosen(new Set());
    setQuery('');
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    const applied = await onConfirm([...chosen]);
    setBusy(false);
    if (applied) close();
  };

  return (
    <Dialog
      open={open}
      title={title}
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
            onClick={() => void confirm()}
          >
            {confirmLabel}
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
        noneText={noneText}
      />
    </Dialog>
  );
}
