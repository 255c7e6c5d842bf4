import { useT } from '../../hooks/useT';

interface Props {
  page: number;
  pages: number;
  onPage(page: number): void;
}

/** Previous / next with "Page 2 of 5" between; hidden when everything fits on one page. */
export function Pager({ page, pages, onPage }: Props) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('data.pager.label')}>
      <button
        type="button"
        className="button button--outlined"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('data.pager.previous')}
      </button>
      <span className="pager__status" aria-live="polite">
        {t('data.pager.status', { page, pages })}
      </span>
      <button
        type="button"
        className="button button--outlined"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('data.pager.next')}
      </button>
    </nav>
  );
}
