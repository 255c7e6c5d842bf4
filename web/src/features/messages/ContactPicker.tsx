import type { ChatContact } from '@colmena/shared/chat';
import { useDeferredValue, useId, useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { Initials } from './Initials';
import type { ChatContactsState } from './useChatContacts';

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** The picker's two groups (clients apart from workers, spec §6), filtered by the search. */
export function groupContacts(contacts: readonly ChatContact[], query: string) {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const found = contacts.filter((c) => words.every((w) => fold(`${c.name} ${c.rol}`).includes(w)));
  return { workers: found.filter((c) => !c.client), clients: found.filter((c) => c.client) };
}

interface Props {
  /** Whom the server lets me chat with (GET /api/chat/contacts: hidden contacts and other clients are not even sent). */
  contacts: ChatContactsState;
  /** Those of them to offer (a thread's members are left out when adding to it). */
  offered: readonly ChatContact[];
  chosen: ReadonlySet<string>;
  onToggle(id: string): void;
  query: string;
  onQuery(query: string): void;
  /** Said when nobody is offered at all. */
  noneText: string;
}

/** Search and choose people, workers and clients apart: a new chat's and a thread's "add people". */
export function ContactPicker({ contacts, offered, chosen, onToggle, query, onQuery, noneText }: Props) {
  const t = useT();
  const searchId = useId();
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => groupContacts(offered, deferred), [offered, deferred]);

  const section = (title: string, people: ChatContact[]) =>
    people.length > 0 && (
      <fieldset className="chat-picker__group">
        <legend className="chat-picker__legend">{title}</legend>
        {people.map((c) => (
          <label key={c.id} className="chat-picker__person">
            <input type="checkbox" checked={chosen.has(c.id)} onChange={() => onToggle(c.id)} />
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
        onChange={(event) => onQuery(event.target.value)}
      />
      {contacts.status === 'loading' && <div className="chat-list__loading" aria-busy="true" />}
      {contacts.status === 'error' && (
        <p className="notice notice--error" role="alert">
          {t('errors.error_loading_data')}
        </p>
      )}
      {contacts.status === 'ready' && offered.length === 0 && <p className="empty-state">{noneText}</p>}
      {contacts.status === 'ready' &&
        offered.length > 0 &&
        groups.workers.length + groups.clients.length === 0 && (
          <p className="empty-state">{t('chat.new.noMatch', { query: query.trim() })}</p>
        )}
      <div className="chat-picker__list">
        {section(t('chat.new.workers'), groups.workers)}
        {section(t('chat.new.clients'), groups.clients)}
      </div>
    </div>
  );
}

/** The set of chosen ids with one toggled. */
export function toggled(current: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(current);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
