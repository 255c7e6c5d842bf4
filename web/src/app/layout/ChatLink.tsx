import { createUnreadCounter } from '@colmena/shared/chat';
import { useId, useMemo } from 'react';
import { useMyThreads } from '../../features/messages/useMyThreads';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { IconBarLink } from './IconBarLink';

/**
 * Chat with the unread count as a badge; screen readers get the count as the link's
 * description. The count is live (issue 14): the threads I am in arrive over the tab's stream
 * and every change recounts them (spec §4 rule, shared/src/chat/unread.ts); until the first
 * snapshot, the session's figure (`initial`).
 */
export function ChatLink({ uid, initial }: { uid: string; initial: number }) {
  const t = useT();
  const descriptionId = useId();
  const threads = useMyThreads(uid);
  const count = useMemo(() => createUnreadCounter(uid), [uid]);
  const live = useMemo(
    () => (threads.status === 'ready' ? count(threads.docs) : null),
    [threads.status, threads.docs, count],
  );
  const unread = live ?? initial;
  return (
    <IconBarLink
      to="/messages/none"
      label={t('shell.icon.chat')}
      describedBy={unread > 0 ? descriptionId : undefined}
    >
      <Icon name="chat" />
      {unread > 0 && (
        <>
          <span className="badge" aria-hidden="true" data-testid="unread-badge">
            {unread > 99 ? '99+' : unread}
          </span>
          <span id={descriptionId} className="visually-hidden">
            {t('shell.icon.unread', { count: unread })}
          </span>
        </>
      )}
    </IconBarLink>
  );
}
