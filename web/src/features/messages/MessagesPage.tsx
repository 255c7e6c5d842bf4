import '@colmena/shared/i18n/chatTexts';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useSmallScreen } from '../../hooks/useSmallScreen';
import { useT } from '../../hooks/useT';
import { TasksInbox } from '../tasks/TasksInbox';
import { NewChatDialog } from './NewChatDialog';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';
import { byRecent, summarise } from './threads';
import { useChatContacts } from './useChatContacts';
import { useMyThreads } from './useMyThreads';
import './messages.css';

type View = 'chats' | 'tasks';

/**
 * `/messages/{msjid}` (spec §2): Chats | Tareas. Chats: my threads and, on a computer beside
 * them, the open one (`none`: none open); on a phone one or the other. Tareas: the task inbox.
 */
export function MessagesPage() {
  const t = useT();
  const { msjid = 'none' } = useParams();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'tasks' ? 'tasks' : 'chats';
  const choose = (next: View) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'tasks') copy.set('view', 'tasks');
        else copy.delete('view');
        return copy;
      },
      { replace: true },
    );

  return (
    <div className="page messages">
      <header className="page__header messages__header">
        <h1 className="page__title">{t('shell.route.messages')}</h1>
        <div className="messages__switch" role="tablist" aria-label={t('chat.tabs.label')}>
          {(['chats', 'tasks'] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              aria-selected={view === v}
              tabIndex={view === v ? 0 : -1}
              className={view === v ? 'messages__tab messages__tab--on' : 'messages__tab'}
              onClick={() => choose(v)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  const next = v === 'chats' ? 'tasks' : 'chats';
                  choose(next);
                  (
                    event.currentTarget.parentElement?.querySelector(
                      `[data-view="${next}"]`,
                    ) as HTMLElement | null
                  )?.focus();
                }
              }}
              data-view={v}
            >
              {t(v === 'chats' ? 'chat.tabs.chats' : 'chat.tabs.tasks')}
            </button>
          ))}
        </div>
      </header>
      {view === 'tasks' ? <TasksInbox /> : <Chats msjid={msjid === 'none' ? null : msjid} />}
    </div>
  );
}

function Chats({ msjid }: { msjid: string | null }) {
  const t = useT();
  const { user } = useSession();
  const small = useSmallScreen();
  const me = user?.uid ?? '';
  const threads = useMyThreads(user ? user.uid : null);
  const contacts = useChatContacts();
  const [picking, setPicking] = useState(false);
  const [reload, setReload] = useState(0);
  const known = useMemo(() => new Map(contacts.contacts.map((c) => [c.uid, c.name])), [contacts.contacts]);
  const someone = t('chat.thread.someone');
  const summaries = useMemo(
    () => threads.docs.map((doc) => summarise(doc, me, known, someone)).sort(byRecent),
    [threads.docs, me, known, someone],
  );
  const open = msjid ? threads.docs.find((doc) => doc.FireId === msjid) : undefined;
  const openSummary = msjid ? summaries.find((s) => s.id === msjid) : undefined;

  const list = (
    <ThreadList
      threads={summaries}
      status={threads.status}
      me={me}
      active={msjid}
      onNewChat={() => setPicking(true)}
    />
  );
  const thread = msjid ? (
    <ThreadView
      key={`${msjid}-${reload}`}
      threadId={msjid}
      thread={open}
      status={threads.status}
      me={me}
      known={known}
      title={openSummary?.title ?? ''}
      members={openSummary?.members ?? 0}
      small={small}
      onRetryLoad={() => setReload((n) => n + 1)}
    />
  ) : (
    <section className="chat-thread chat-thread--empty">
      <p className="empty-state">{t('chat.thread.pick')}</p>
    </section>
  );

  return (
    <div className={small ? 'chats chats--small' : 'chats'}>
      {small ? (
        msjid ? (
          thread
        ) : (
          list
        )
      ) : (
        <>
          {list}
          {thread}
        </>
      )}
      <NewChatDialog open={picking} onClose={() => setPicking(false)} contacts={contacts} />
    </div>
  );
}
