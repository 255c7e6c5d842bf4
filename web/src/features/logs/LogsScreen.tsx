import { useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { LogFilterChips } from './LogFilterChips';
import { LogsBody } from './LogsBody';
import { LogsIcon } from './LogsIcon';
import { LogsPager } from './LogsPager';
import type { LogFilters } from './logFilters';
import { agendaAccounts } from './logSubject';
import { useContacts } from './useContactNames';
import { useLogsPage } from './useLogsPage';

export function LogsScreen({ filters }: { filters: LogFilters }) {
  const t = useT();
  const logs = useLogsPage(filters);
  const uids = useMemo(() => {
    const found = logs.entries.map((entry) => entry.user).filter((user) => typeof user === 'string');
    // The people whose contacts were written, so those rows read their names too.
    const written = agendaAccounts(logs.entries);
    return filters.user === null ? [...found, ...written] : [...found, ...written, filters.user];
  }, [logs.entries, filters.user]);
  const { byUid: names, byContactId: contacts } = useContacts(uids);

  return (
    <div className="page logs">
      <header className="page__header">
        <h1 className="page__title">{t('logs.title')}</h1>
        <button
          type="button"
          className="button button--outlined"
          onClick={logs.reload}
          disabled={logs.status === 'loading'}
        >
          <LogsIcon name="refresh" />
          {t('logs.refresh')}
        </button>
        <p className="page__subtitle">{t('logs.subtitle')}</p>
      </header>
      <LogFilterChips filters={filters} names={names} />
      <LogsBody logs={logs} filters={filters} names={names} contacts={contacts} />
      <LogsPager logs={logs} />
    </div>
  );
}
