import { canSeePeopleList } from '@colmena/shared/policy';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { LoadingRows } from './LoadingRows';
import { PeopleGate } from './PeopleGate';
import { PeopleSection } from './PeopleSection';
import { groupPeople, withAccounts } from './people';
import { useAgenda } from './useAgenda';
import { useContactAccounts } from './useContactAccounts';
import './people.css';

/**
 * `/userslist` (spec §6): the agenda, live, clients apart from the team, each sorted by full
 * name, with a search box and the way to create a contact.
 */
export function PeoplePage() {
  return (
    <PeopleGate>
      <PeopleList />
    </PeopleGate>
  );
}

function PeopleList() {
  const t = useT();
  const searchId = useId();
  const { user, company } = useSession();
  const agenda = useAgenda();
  // The accounts give each person's named level (the list reads a level, not just "Empleado").
  const accounts = useContactAccounts(canSeePeopleList(company, user?.lvl ?? 0));
  const known = accounts.status === 'ready' ? accounts.accounts : null;
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const groups = useMemo(
    () => groupPeople(withAccounts(agenda.people, known), deferredQuery),
    [agenda.people, known, deferredQuery],
  );
  const found = groups.workers.length + groups.clients.length;

  return (
    <div className="page people">
      <header className="page__header people__header">
        <h1 className="page__title">{t('shell.route.people')}</h1>
        <Link className="button button--primary" to="/userslist/create/">
          <Icon name="person" size={20} />
          {t('accounts.people.create')}
        </Link>
      </header>
      <search className="people-search">
        <label htmlFor={searchId} className="visually-hidden">
          {t('accounts.people.search')}
        </label>
        <svg className="people-search__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <input
          id={searchId}
          type="search"
          className="people-search__input"
          placeholder={t('accounts.people.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </search>
      {agenda.status === 'loading' && <LoadingRows />}
      {agenda.status === 'error' && agenda.error && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${agenda.error}`)}
        </p>
      )}
      {agenda.status === 'ready' && found === 0 && (
        <p className="empty-state">
          {query.trim() ? t('accounts.people.noMatch', { query: query.trim() }) : t('accounts.people.empty')}
        </p>
      )}
      <PeopleSection title={t('accounts.people.workers')} people={groups.workers} />
      <PeopleSection title={t('accounts.people.clients')} people={groups.clients} />
    </div>
  );
}
