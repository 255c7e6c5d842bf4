import { allCollectionsKey } from '@colmena/shared/schemas';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { useLiveWidgets } from '../widgets/useLiveWidgets';
import { WidgetGrid } from '../widgets/WidgetGrid';

/** Spec §6: visitors see the company's public widgets; a way in for those with an account. */
export function PublicPage() {
  const { company, user } = useSession();
  const t = useT();
  const state = useLiveWidgets('public');

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
          <WidgetGrid
            widgets={state.widgets}
            placement={{ collKey: allCollectionsKey, documentId: null, pageNumber: 1, visitor: !user }}
          />
        ))}
    </div>
  );
}
