import type { ChatContact } from '@colmena/shared/chat';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCommand } from '../../hooks/useCommand';
import { useT } from '../../hooks/useT';
import { Dialog } from '../../ui/Dialog';
import { Initials } from './Initials';
import type { ChatContactsState } from './useChatContacts';

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** The picker's two groups (clients apart from workers, spec §6), filtered by the search. */
export function groupContacts(contacts: readonly ChatContact[], query: string) {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const found = contacts.filter((c) => words.every((w) => fold(`${c.name} ${c.rol}`).includes(w)));
  return { workers: found.filter((c) => !c.client), clients: found.filter((c) => c.client) };
}

/**
 * "New chat": choose people from those the server lets me chat with (GET /api/chat/contacts:
 * hidden contacts and other clients are not even sent), then `chat.start` opens the thread —
 * the existing one when it is the same people.
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
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const groups = useMemo(() => groupContacts(contacts.contacts, deferred), [contacts.contacts, deferred]);

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
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

  const section = (title: string, people: ChatContact[]) =>
    people.length > 0 && (
      <fieldset className="chat-picker__group">
        <legend className="chat-picker__legend">{title}</legend>
        {people.map((c) => (
          <label key={c.id} className="chat-picker__person">
            <input type="checkbox" checked={chosen.has(c.id)} onChange={() => toggle(c.id)} />
            <Initials name={c.name} size={36} />
            <span className="chat-picker__name">
              {c.name}
              {c.rol && <span className="chat-picker__rol">{c.rol}</span>}
            </span>
          </label>
        ))}
      </fieldset>
    );

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
      <div className="chat-picker">
        <label htmlFor={searchId} className="visually-hidden">
          {t('chat.new.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="chat-list__search"
          placeholder={t('chat.new.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {contacts.status === 'loading' && <div className="chat-list__loading" aria-busy="true" />}
        {contacts.status === 'error' && (
          <p className="notice notice--error" role="alert">
            {t('errors.error_loading_data')}
          </p>
        )}
        {contacts.status === 'ready' && contacts.contacts.length === 0 && (
          <p className="empty-state">{t('chat.new.none')}</p>
        )}
        {contacts.status === 'ready' &&
          contacts.contacts.length > 0 &&
          groups.workers.length + groups.clients.length === 0 && (
            <p className="empty-state">{t('chat.new.noMatch', { query: query.trim() })}</p>
          )}
        <div className="chat-picker__list">
          {section(t('chat.new.workers'), groups.workers)}
          {section(t('chat.new.clients'), groups.clients)}
        </div>
      </div>
    </Dialog>
  );
}
