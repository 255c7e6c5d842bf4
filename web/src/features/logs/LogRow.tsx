import type { StoredDoc } from '@colmena/shared';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { LogChange } from './LogChange';
import { actionKey, actionTone, entryDate, entryDateTime, writtenCollection } from './logEntryView';
import { logsPath } from './logFilters';
import { type CollectionTitle, collectionTitle, recordName } from './logSubject';

interface Props {
  entry: StoredDoc;
  names: ReadonlyMap<string, string>;
  /** Record names the page's entries give (recordNames), by recordKey. */
  records: ReadonlyMap<string, string>;
  /** Contact id → name (agenda rows). */
  contacts: ReadonlyMap<string, string>;
}

export function LogRow({ entry, names, records, contacts }: Props) {
  const t = useT();
  const { company } = useSession();
  const key = actionKey(entry.action);
  const user = typeof entry.user === 'string' ? entry.user : '';
  const userName = names.get(user) ?? user;
  const document = typeof entry.document === 'string' ? entry.document : '';
  const collection = writtenCollection(entry);
  const title = collectionTitle(collection, company.collections);
  const record = document ? recordName(collection, document, records, contacts) : undefined;
  const collectionText =
    title.kind === 'raw' ? title.name : trashOf(title, title.kind === 'named' ? title.name : t(title.key), t);

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
        {/* The stored key stays one hover away: support and exports speak of it. */}
        <span
          className={title.kind === 'raw' ? 'logs__code' : undefined}
          title={t('logs.link.collection', { key: collection })}
          data-testid="log-collection"
        >
          {collectionText}
        </span>
      </td>
      <td data-label={t('logs.column.document')}>
        {document && (
          <Link
            className={record ? 'logs__link' : 'logs__link logs__code'}
            to={logsPath({ document, user: null })}
            title={t('logs.link.document', { id: document })}
            data-testid="log-document"
          >
            {record ?? document}
          </Link>
        )}
      </td>
      <td data-label={t('logs.column.change')}>
        <LogChange
          action={entry.action}
          collection={collection}
          modification={entry.modification}
          removed={entry.removed}
        />
      </td>
    </tr>
  );
}

/** A trash copy reads as that collection's trash ("Papelera de Proyectos"). */
function trashOf(
  title: Exclude<CollectionTitle, { kind: 'raw' }>,
  name: string,
  t: ReturnType<typeof useT>,
): string {
  return title.trash ? t('logs.collection.trash', { name }) : name;
}
