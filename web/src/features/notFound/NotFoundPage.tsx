import { Link } from 'react-router';
import { useT } from '../../hooks/useT';

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="page page--centered">
      <div className="message-card">
        <p className="message-card__code" aria-hidden="true">
          404
        </p>
        <h1 className="message-card__title">{t('shell.notFound.title')}</h1>
        <p className="message-card__text">{t('shell.notFound.message')}</p>
        <Link className="button button--primary" to="/">
          {t('shell.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
