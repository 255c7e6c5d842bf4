import { useT } from '../../hooks/useT';

/** Placeholder while the agenda's first snapshot is on its way; announced as loading. */
export function LoadingRows() {
  const t = useT();
  return (
    <div className="people-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{t('accounts.loading')}</span>
      <div className="skeleton-grid" />
    </div>
  );
}
