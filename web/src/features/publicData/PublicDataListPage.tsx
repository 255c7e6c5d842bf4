import { Link, useSearchParams } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { PublicDocCard } from './PublicDocCard';
import { PublicPager } from './PublicPager';
import { fetchPublicData } from './publicDataApi';
import { pageCount, pageFromParam, publicPerPage } from './publicPaging';
import { useRemote } from './useRemote';
import './publicData.css';

/** Route `/publicData`: the documents of the public collections, for anyone (spec §2). */
export function PublicDataListPage() {
  const t = useT();
  const { company, user } = useSession();
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const state = useRemote(`page-${page}`, (signal) => fetchPublicData(page, publicPerPage, signal));

  return (
    <div className="page public-data">
      <header className="page__header">
        <h1 className="page__title">{t('publicData.title')}</h1>
        {user && (
          <Link className="button button--outlined" to="/data">
            {t('publicData.toData')}
          </Link>
        )}
        <p className="page__subtitle">{t('publicData.subtitle', { company: company.Name })}</p>
      </header>
      {state.status === 'loading' && (
        <p className="public-data__status" aria-busy="true">
          {t('publicData.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="notice notice--error" role="alert">
          {t('errors.error_loading_data')}
        </p>
      )}
      {state.status === 'ready' &&
        (state.data.docs.length === 0 ? (
          <p className="empty-state">{t('publicData.empty')}</p>
        ) : (
          <>
            <ul className="public-data__grid">
              {state.data.docs.map((doc) => (
                <PublicDocCard
                  key={`${doc.collKey}/${doc.FireId}`}
                  doc={doc}
                  config={state.data.collections.find((c) => c.key === doc.collKey)?.cardConfig}
                  declared={state.data.collections.find((c) => c.key === doc.collKey)?.fields}
                />
              ))}
            </ul>
            <PublicPager page={page} pages={pageCount(state.data.total, state.data.perPage)} />
          </>
        ))}
    </div>
  );
}
