import { useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { LogFilterChips } from './LogFilterChips';
import { LogsBody } from './LogsBody';
import { LogsIcon } from './LogsIcon';
import { LogsPager } from './LogsPager';
import type { LogFilters } from './logFilters';
import { useContactNames } from './useContactNames';
import { useLogsPage } from './useLogsPage';

export function LogsScreen({ filters }: { filters: LogFilters }) {
  const t = useT();
  const logs = useLogsPage(filters);
  const uids = useMemo(() => {
    const found = logs.entries.map((entry) => entry.user).filter((user) => typeof user === 'string');
    return filters.user === null ? found : [...found, filters.user];
  }, [logs.entries, filters.user]);
  const names = useContactNames(uids);

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
      <LogsBody logs={logs} filters={filters} names={names} />
      <LogsPager logs={logs} />
    </div>
  );
}
