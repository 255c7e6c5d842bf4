import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { MessageCard } from '../../ui/MessageCard';

/** Admin-only screens (level 100) for anyone below it; `text` says why when a screen has its own rule. */
export function ForbiddenPage({ text }: { text?: string } = {}) {
  const t = useT();
  return (
    <MessageCard
      testId="forbidden"
      title={t('shell.forbidden.title')}
      text={text ?? t('shell.forbidden.message')}
      badge={
        <span className="placeholder__icon">
          <Icon name="lock" size={28} />
        </span>
      }
    >
      <Link className="button button--primary" to="/">
        {t('shell.notFound.home')}
      </Link>
    </MessageCard>
  );
}
