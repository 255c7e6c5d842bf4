import type { StoredDoc } from '@colmena/shared';
import { unreadKeys } from '@colmena/shared/chat';
import { formatDate, formatDateTime } from '@colmena/shared/format';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { newId } from '../../api/newId';
import { useLiveStatus } from '../../hooks/useLiveStatus';
import { useT } from '../../hooks/useT';
import { chatMachine, type SendInput } from '../../machines/chatMachine';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/icons';
import { AddMembersDialog } from './AddMembersDialog';
import { additionsOf, withAdditions } from './additions';
import { Composer } from './Composer';
import { sendChatCommand } from './chatClient';
import { Initials } from './Initials';
import { MessageBody } from './MessageBody';
import { messagePage, messagesOf, nameIn, participantsOf, startsDay, visibleMessages } from './threads';

/** How long an open thread may be missing from my live threads before it is called not found. */
const notFoundAfterMs = 3000;

const timeOf = (iso: string) =>
  formatDateTime(iso)
    .slice(formatDate(iso).length)
    .replace(/^,?\s*/, '');

interface Props {
  threadId: string;
  thread: StoredDoc | undefined;
  status: 'loading' | 'ready' | 'error';
  me: string;
  known: ReadonlyMap<string, string>;
  title: string;
  members: number;
  small: boolean;
  onRetryLoad(): void;
}

/**
 * `/messages/{msjid}`: one thread, live. The newest messages first in view, older ones added
 * as the reader scrolls back up (or asks with the button); a composer; what I typed but the
 * server has not confirmed yet beneath (chatMachine: sending, waiting for the connection, or
 * refused with retry/discard). What is on screen while the tab is visible is marked read.
 */
export function ThreadView({
  threadId,
  thread,
  status,
  me,
  known,
  title,
  members,
  small,
  onRetryLoad,
}: Props) {
  const t = useT();
  const navigate = useNavigate();
  const live = useLiveStatus();
  const machine = useMemo(
    () =>
      chatMachine.provide({
        actors: {
          sendMessage: fromPromise<Awaited<ReturnType<typeof sendChatCommand>>, SendInput>(({ input }) =>
            sendChatCommand(
              'chat.send',
              { thread: input.thread, body: input.message.body },
              input.message.id,
            ),
          ),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, {
    input: { thread: threadId, online: live === 'open', newId },
  });
  const messages = useMemo(() => (thread ? messagesOf(thread) : []), [thread]);
  const [shown, setShown] = useState(messagePage);
  const { visible, hidden } = visibleMessages(messages, shown);
  const scroller = useRef<HTMLDivElement>(null);
  const topSentinel = useRef<HTMLDivElement>(null);
  const keepFromBottom = useRef<number | null>(null);
  const stickToBottom = useRef(true);
  const [leaving, setLeaving] = useState(false);
  const [adding, setAdding] = useState(false);
  const additions = useMemo(() => (thread ? additionsOf(thread) : []), [thread]);
  const items = withAdditions(visible, additions, hidden);
  const nameOf = (uid: string) =>
    uid === me ? t('chat.thread.you') : ((thread && nameIn(thread, uid, known)) ?? t('chat.thread.someone'));

  useEffect(() => {
    send({ type: live === 'open' ? 'stream.online' : 'stream.offline' });
  }, [live, send]);
  useEffect(() => {
    if (status === 'ready') send({ type: 'thread.loaded' });
    if (status === 'error') send({ type: 'thread.failed', error: 'error_loading_data' });
  }, [status, send]);

  // Scroll: older messages keep the view where it was; new ones follow when the reader is at the end.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (stickToBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  });
  const showOlder = useCallback(() => {
    const el = scroller.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    setShown((n) => n + messagePage);
  }, []);
  useEffect(() => {
    const sentinel = topSentinel.current;
    const root = scroller.current;
    if (!sentinel || !root || hidden === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && root.scrollHeight > root.clientHeight) showOlder();
      },
      { root },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hidden, showOlder]);

  // Read: what is unread for me while this tab is visible, each key asked once.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!thread) return;
    const mark = () => {
      if (document.visibilityState !== 'visible') return;
      const keys = unreadKeys(thread, me).filter((key) => !asked.current.has(key));
      if (keys.length === 0) return;
      for (const key of keys) asked.current.add(key);
      void sendChatCommand('chat.read', { thread: threadId, keys: keys.slice(-1000) }).then((outcome) => {
        if (outcome.status === 'rejected') for (const key of keys) asked.current.delete(key);
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [thread, me, threadId]);

  const leave = async () => {
    const outcome = await sendChatCommand('chat.leave', { thread: threadId });
    setLeaving(false);
    if (outcome.status === 'applied') navigate('/messages/none');
  };

  const queue = snapshot.context.queue;
  const state = snapshot.matches('sending') ? 'sending' : snapshot.matches('failed') ? 'failed' : 'waiting';
  const group = members > 2;

  // A thread just started reaches the live list a moment after the page opens it: "not found"
  // only once it has had time to arrive.
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), notFoundAfterMs);
    return () => clearTimeout(timer);
  }, []);
  if (status === 'ready' && !thread && waited) {
    return (
      <section className="chat-thread chat-thread--empty">
        {small && <BackLink />}
        <p className="empty-state">{t('chat.thread.notFound')}</p>
      </section>
    );
  }

  return (
    <section className="chat-thread" aria-label={title}>
      <header className="chat-thread__header">
        {small && <BackLink />}
        <Initials name={title} size={small ? 32 : 40} />
        <div className="chat-thread__heading">
          <h2 className="chat-thread__title">{title}</h2>
          {group && <p className="chat-thread__members">{t('chat.thread.members', { count: members })}</p>}
        </div>
        {/* On a phone the actions are icons named for screen readers, so the title keeps the width. */}
        {thread && (
          <button
            type="button"
            className={small ? 'icon-button chat-thread__add' : 'button button--text chat-thread__add'}
            aria-label={small ? t('chat.add.open') : undefined}
            title={small ? t('chat.add.open') : undefined}
            onClick={() => setAdding(true)}
          >
            {small ? <Icon name="personAdd" size={22} /> : t('chat.add.open')}
          </button>
        )}
        {thread && (
          <button
            type="button"
            className={small ? 'icon-button chat-thread__leave' : 'button button--text chat-thread__leave'}
            aria-label={small ? t('chat.thread.leave') : undefined}
            title={small ? t('chat.thread.leave') : undefined}
            onClick={() => setLeaving(true)}
          >
            {small ? <Icon name="logout" size={22} /> : t('chat.thread.leave')}
          </button>
        )}
      </header>
      {live === 'reconnecting' && (
        <p className="notice chat-thread__offline" role="status">
          {t('chat.offline')}
        </p>
      )}
      <div
        className="chat-thread__scroller"
        ref={scroller}
        onScroll={(event) => {
          const el = event.currentTarget;
          stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
        }}
      >
        {(status === 'loading' || (status === 'ready' && !thread)) && (
          <div className="chat-thread__loading" aria-busy="true" />
        )}
        {status === 'error' && (
          <div className="notice notice--error" role="alert">
            {t('errors.error_loading_data')}{' '}
            <button type="button" className="button button--text" onClick={onRetryLoad}>
              {t('chat.retryLoad')}
            </button>
          </div>
        )}
        {hidden > 0 && (
          <div ref={topSentinel} className="chat-thread__older">
            <button type="button" className="button button--text" onClick={showOlder}>
              {t('chat.thread.older')}
            </button>
          </div>
        )}
        {status === 'ready' && messages.length === 0 && queue.length === 0 && (
          <p className="empty-state chat-thread__hello">{t('chat.thread.empty')}</p>
        )}
        <ol className="chat-thread__messages" aria-label={t('chat.thread.messages')}>
          {items.map((item, i) => {
            if (item.kind === 'added') {
              const { addition } = item;
              return (
                <li
                  key={`added-${addition.at}-${addition.by}-${addition.uids.join(',')}`}
                  className="chat-msg chat-msg--note"
                  data-testid="chat-added"
                >
                  <p className="chat-msg__note">
                    {t('chat.add.added', {
                      by: nameOf(addition.by),
                      names: addition.uids
                        .map((uid) => (uid === me ? t('chat.add.you') : nameOf(uid)))
                        .join(', '),
                    })}{' '}
                    <time dateTime={addition.at} title={formatDateTime(addition.at)}>
                      {timeOf(addition.at)}
                    </time>
                  </p>
                </li>
              );
            }
            const m = item.message;
            const mine = m.from === me;
            const before = items[i - 1];
            const previous = before?.kind === 'message' ? before.message : undefined;
            const newDay = startsDay(previous, m, formatDate);
            const showName = group && !mine && previous?.from !== m.from;
            return (
              <li
                key={m.key}
                className={mine ? 'chat-msg chat-msg--mine' : 'chat-msg'}
                data-testid="chat-message"
              >
                {newDay && m.at && <p className="chat-msg__day">{formatDate(m.at)}</p>}
                <div className="chat-msg__bubble">
                  {showName && (
                    <p className="chat-msg__from">
                      {nameIn(thread as StoredDoc, m.from, known) ?? t('chat.thread.someone')}
                    </p>
                  )}
                  <MessageBody body={m.body} />
                  {m.at && (
                    <time className="chat-msg__time" dateTime={m.at} title={formatDateTime(m.at)}>
                      {timeOf(m.at)}
                    </time>
                  )}
                </div>
              </li>
            );
          })}
          {queue.map((m, i) => (
            <li key={m.id} className="chat-msg chat-msg--mine chat-msg--pending" data-testid="chat-pending">
              <div className="chat-msg__bubble">
                <MessageBody body={m.body} />
                {i === 0 && state === 'failed' ? (
                  <p className="chat-msg__status chat-msg__status--failed" role="alert">
                    {t('chat.pending.failed')}{' '}
                    {snapshot.context.error && t(`errors.${snapshot.context.error}`)}{' '}
                    <button
                      type="button"
                      className="button button--text"
                      onClick={() => send({ type: 'message.retry' })}
                    >
                      {t('chat.pending.retry')}
                    </button>
                    <button
                      type="button"
                      className="button button--text"
                      onClick={() => send({ type: 'message.discard' })}
                    >
                      {t('chat.pending.discard')}
                    </button>
                  </p>
                ) : (
                  <p className="chat-msg__status">
                    {i === 0 && state === 'sending' ? t('chat.pending.sending') : t('chat.pending.waiting')}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
      <Composer
        compact={small}
        onSend={(body) => {
          stickToBottom.current = true;
          send({ type: 'message.submit', body });
        }}
      />
      {adding && thread && (
        <AddMembersDialog
          thread={threadId}
          members={participantsOf(thread)}
          onClose={() => setAdding(false)}
        />
      )}
      <Dialog
        open={leaving}
        title={t('chat.thread.leave')}
        onClose={() => setLeaving(false)}
        actions={
          <>
            <button type="button" className="button" onClick={() => setLeaving(false)}>
              {t('chat.thread.cancel')}
            </button>
            <button type="button" className="button button--primary" onClick={() => void leave()}>
              {t('chat.thread.leave')}
            </button>
          </>
        }
      >
        <p>{t('chat.thread.leaveConfirm')}</p>
      </Dialog>
    </section>
  );
}

function BackLink() {
  const t = useT();
  return (
    <Link
      to="/messages/none"
      className="icon-button chat-thread__back"
      aria-label={t('chat.thread.back')}
      title={t('chat.thread.back')}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M15 5l-7 7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Link>
  );
}
