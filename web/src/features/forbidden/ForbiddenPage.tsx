import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';

/** Admin-only screens (level 100) for anyone below it. */
export function ForbiddenPage() {
  const t = useT();
  return (
    <div className="page page--centered">
      <div className="message-card" data-testid="forbidden">
        <span className="placeholder__icon">
          <Icon name="lock" size={28} />
        </span>
        <h1 className="message-card__title">{t('shell.forbidden.title')}</h1>
        <p className="message-card__text">{t('shell.forbidden.message')}</p>
        <Link className="button button--primary" to="/">
          {t('shell.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
