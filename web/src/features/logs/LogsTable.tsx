import type { StoredDoc } from '@colmena/shared';
import { useMemo } from 'react';
import { useT } from '../../hooks/useT';
import { LogRow } from './LogRow';
import { recordNames } from './logSubject';

interface Props {
  entries: readonly StoredDoc[];
  names: ReadonlyMap<string, string>;
  contacts: ReadonlyMap<string, string>;
}

/** A real table (headers, caption) for screen readers; on small screens each row becomes a card (logs.css). */
export function LogsTable({ entries, names, contacts }: Props) {
  const t = useT();
  const records = useMemo(() => recordNames(entries), [entries]);
  return (
    <div className="logs__table-wrap">
      <table className="logs__table" data-testid="logs-table">
        <caption className="visually-hidden">{t('logs.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('logs.column.date')}</th>
            <th scope="col">{t('logs.column.action')}</th>
            <th scope="col">{t('logs.column.user')}</th>
            <th scope="col">{t('logs.column.collection')}</th>
            <th scope="col">{t('logs.column.document')}</th>
            <th scope="col">{t('logs.column.change')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <LogRow key={entry.FireId} entry={entry} names={names} records={records} contacts={contacts} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
