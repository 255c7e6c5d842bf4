import { Link } from 'react-router';
import { useT } from '../../hooks/useT';

/** Previous / next around "Page n of m"; the page lives in the URL (`?page=`). */
export function PublicPager({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const to = (target: number) => (target === 1 ? '/publicData' : `/publicData?page=${target}`);
  return (
    <nav className="public-pager" aria-label={t('publicData.pager.label')}>
      {page > 1 ? (
        <Link className="button button--outlined" to={to(page - 1)} rel="prev">
          {t('publicData.pager.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span aria-live="polite">{t('publicData.pager.page', { page, pages })}</span>
      {page < pages ? (
        <Link className="button button--outlined" to={to(page + 1)} rel="next">
          {t('publicData.pager.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
