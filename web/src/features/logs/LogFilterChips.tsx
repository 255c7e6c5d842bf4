import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { LogsIcon } from './LogsIcon';
import { hasFilters, type LogFilters, logsPath } from './logFilters';

interface Props {
  filters: LogFilters;
  names: ReadonlyMap<string, string>;
}

/** The active filters as chips; each one's clear button is a link to the logs without it. */
export function LogFilterChips({ filters, names }: Props) {
  const t = useT();
  if (!hasFilters(filters)) return null;
  const chips: { id: string; label: string; without: LogFilters }[] = [];
  if (filters.document !== null) {
    chips.push({
      id: 'document',
      label: t('logs.filters.document', { id: filters.document }),
      without: { ...filters, document: null },
    });
  }
  if (filters.user !== null) {
    chips.push({
      id: 'user',
      label: t('logs.filters.user', { name: names.get(filters.user) ?? filters.user }),
      without: { ...filters, user: null },
    });
  }

  return (
    <section className="logs__filters" aria-label={t('logs.filters.label')}>
      <ul className="logs__chips">
        {chips.map((chip) => (
          <li key={chip.id} className="logs__chip" data-testid={`logs-filter-${chip.id}`}>
            <span className="logs__chip-label">{chip.label}</span>
            <Link
              className="logs__chip-clear"
              to={logsPath(chip.without)}
              aria-label={t('logs.filters.remove', { filter: chip.label })}
              title={t('logs.filters.remove', { filter: chip.label })}
            >
              <LogsIcon name="clear" size={16} />
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Link className="button button--text" to={logsPath({ document: null, user: null })}>
          {t('logs.filters.clearAll')}
        </Link>
      )}
    </section>
  );
}
