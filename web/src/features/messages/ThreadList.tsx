import { formatDate, formatDateTime } from '@colmena/shared/format';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { Initials } from './Initials';
import { listTime, matchesThread, type ThreadSummary } from './threads';

const format = { day: (iso: string) => formatDate(iso), dayTime: (iso: string) => formatDateTime(iso) };

interface Props {
  threads: readonly ThreadSummary[];
  status: 'loading' | 'ready' | 'error';
  me: string;
  active: string | null;
  onNewChat(): void;
}

/** `/messages/none`: my threads, newest first, with the last message, its time, my unread count and a search. */
export function ThreadList({ threads, status, me, active, onNewChat }: Props) {
  const t = useT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => threads.filter((s) => matchesThread(s, deferred)), [threads, deferred]);
  const now = new Date();

  return (
    <section className="chat-list" aria-label={t('chat.list.label')}>
      <div className="chat-list__tools">
        <label htmlFor={searchId} className="visually-hidden">
          {t('chat.list.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className="chat-list__search"
          placeholder={t('chat.list.searchShort')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="button" className="button button--primary chat-list__new" onClick={onNewChat}>
          <Icon name="edit" size={20} />
          {t('chat.list.new')}
        </button>
      </div>
      {status === 'loading' && <div className="chat-list__loading" aria-busy="true" />}
      {status === 'ready' && threads.length === 0 && <p className="empty-state">{t('chat.list.empty')}</p>}
      {status === 'ready' && threads.length > 0 && shown.length === 0 && (
        <p className="empty-state">{t('chat.list.noMatch', { query: query.trim() })}</p>
      )}
      <ul className="chat-list__items">
        {shown.map((s) => {
          const preview = s.last
            ? s.last.from === me
              ? t('chat.list.you', { body: s.last.body })
              : s.last.body
            : t('chat.list.noMessages');
          return (
            <li key={s.id}>
              <Link
                to={`/messages/${encodeURIComponent(s.id)}`}
                className={s.unread > 0 ? 'chat-list__item chat-list__item--unread' : 'chat-list__item'}
                aria-current={active === s.id ? 'page' : undefined}
                data-testid="chat-thread"
              >
                <Initials name={s.title} />
                <span className="chat-list__text">
                  <span className="chat-list__title">{s.title}</span>
                  <span className="chat-list__preview">{preview}</span>
                </span>
                <span className="chat-list__meta">
                  {s.lastAt && <time dateTime={s.lastAt}>{listTime(s.lastAt, now, format)}</time>}
                  {s.unread > 0 && (
                    <span className="chat-list__unread" data-testid="chat-thread-unread">
                      <span aria-hidden="true">{s.unread > 99 ? '99+' : s.unread}</span>
                      <span className="visually-hidden">{t('chat.list.unread', { count: s.unread })}</span>
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
