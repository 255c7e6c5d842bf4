import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { MessageCard } from '../../ui/MessageCard';

export function NotFoundPage() {
  const t = useT();
  return (
    <MessageCard
      title={t('shell.notFound.title')}
      text={t('shell.notFound.message')}
      badge={
        <p className="message-card__code" aria-hidden="true">
          404
        </p>
      }
    >
      <Link className="button button--primary" to="/">
        {t('shell.notFound.home')}
      </Link>
    </MessageCard>
  );
}
