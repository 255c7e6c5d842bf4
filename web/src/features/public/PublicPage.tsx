import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { useWidgets } from '../../hooks/useWidgets';
import { WidgetCard } from '../widgets/WidgetCard';

/** Spec §6: visitors see the company's public widgets; a way in for those with an account. */
export function PublicPage() {
  const { company, user } = useSession();
  const t = useT();
  const state = useWidgets('public', user?.uid ?? null);

  return (
    <div className="page">
      <header className="page__header page__header--hero">
        <h1 className="page__title">{company.Name}</h1>
        {!user && (
          <Link className="button button--primary" to="/login">
            {t('shell.public.signIn')}
          </Link>
        )}
      </header>
      {state.status === 'loading' && <div className="skeleton-grid" aria-busy="true" />}
      {state.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t(`errors.${state.code}`)}
        </p>
      )}
      {state.status === 'ready' &&
        (state.widgets.length === 0 ? (
          <p className="empty-state">{t('shell.public.empty')}</p>
        ) : (
          <div className="card-grid-container">
            <div className="card-grid">
              {state.widgets.map((widget) => (
                <WidgetCard key={widget.FireId} widget={widget} />
              ))}
            </div>
          </div>
        ))}
    </div>
  );
}
