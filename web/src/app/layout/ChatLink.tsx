import { useId } from 'react';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { IconBarLink } from './IconBarLink';

/** Chat with the unread count as a badge; screen readers get the count as the link's description. */
export function ChatLink({ unread }: { unread: number }) {
  const t = useT();
  const descriptionId = useId();
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
