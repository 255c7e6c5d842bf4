import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { LogsTable } from './LogsTable';
import { hasFilters, type LogFilters } from './logFilters';
import type { LogsPageState } from './useLogsPage';

interface Props {
  logs: LogsPageState;
  filters: LogFilters;
  names: ReadonlyMap<string, string>;
  /** Contact id → name, for rows that wrote a contact. */
  contacts: ReadonlyMap<string, string>;
}

const skeletonRows = ['a', 'b', 'c', 'd', 'e', 'f'];

/** Loading, error, empty or the entries. */
export function LogsBody({ logs, filters, names, contacts }: Props) {
  const t = useT();

  if (logs.status === 'loading') {
    return (
      <div className="logs__loading" aria-busy="true" data-testid="logs-loading">
        <span className="visually-hidden" role="status">
          {t('logs.loading')}
        </span>
        {skeletonRows.map((row) => (
          <div key={row} className="logs__skeleton" />
        ))}
      </div>
    );
  }

  if (logs.status === 'error') {
    return (
      <div className="notice notice--error logs__error" role="alert">
        <p>{t('errors.error_loading_data')}</p>
        {/* An administrator can act on a missing index; every other cause says no more than the line above. */}
        {logs.error === 'query_requires_index' && <p>{t('errors.query_requires_index')}</p>}
        <button type="button" className="button button--outlined" onClick={logs.reload}>
          {t('logs.retry')}
        </button>
      </div>
    );
  }

  if (logs.entries.length === 0) {
    return (
      <div className="empty-state" data-testid="logs-empty">
        <span className="placeholder__icon">
          <Icon name="logs" size={28} />
        </span>
        <p>{t(hasFilters(filters) ? 'logs.emptyFiltered' : 'logs.empty')}</p>
      </div>
    );
  }

  return <LogsTable entries={logs.entries} names={names} contacts={contacts} />;
}
