import type { StoredDoc } from '@colmena/shared';
import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { LogChange } from './LogChange';
import { actionKey, actionTone, entryDate, entryDateTime, writtenCollection } from './logEntryView';
import { logsPath } from './logFilters';

interface Props {
  entry: StoredDoc;
  names: ReadonlyMap<string, string>;
}

export function LogRow({ entry, names }: Props) {
  const t = useT();
  const key = actionKey(entry.action);
  const user = typeof entry.user === 'string' ? entry.user : '';
  const userName = names.get(user) ?? user;
  const document = typeof entry.document === 'string' ? entry.document : '';
  const collection = writtenCollection(entry);

  return (
    <tr className="logs__row" data-testid="log-row">
      <td data-label={t('logs.column.date')}>
        <time className="logs__date" dateTime={entryDateTime(entry.date)}>
          {entryDate(entry.date)}
        </time>
      </td>
      <td data-label={t('logs.column.action')}>
        <span className={`logs__action logs__action--${actionTone(entry.action)}`}>
          {key ? t(key) : String(entry.action ?? '')}
        </span>
      </td>
      <td className="logs__user" data-label={t('logs.column.user')}>
        {user && (
          <Link
            className="logs__link"
            to={logsPath({ document: null, user })}
            title={t('logs.link.user', { name: userName })}
          >
            {userName}
          </Link>
        )}
      </td>
      <td data-label={t('logs.column.collection')}>
        <code className="logs__code">{collection}</code>
      </td>
      <td data-label={t('logs.column.document')}>
        {document && (
          <Link
            className="logs__link logs__code"
            to={logsPath({ document, user: null })}
            title={t('logs.link.document', { id: document })}
          >
            {document}
          </Link>
        )}
      </td>
      <td data-label={t('logs.column.change')}>
        <LogChange action={entry.action} collection={collection} modification={entry.modification} />
      </td>
    </tr>
  );
}
