import { useT } from '../../hooks/useT';

/** Placeholders shaped like the cards, so the page does not jump when they arrive. */
export function LoadingCards({ count = 6 }: { count?: number }) {
  const t = useT();
  return (
    <div className="doc-grid" role="status" aria-label={t('data.loading')}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className="skeleton-grid doc-card--skeleton" />
      ))}
    </div>
  );
}
