import type { StoredDoc } from '@colmena/shared';
import { useT } from '../../hooks/useT';
import { docAge } from './docAge';

/** Under a document's title: the day it was created and, in Spanish (spec §9), how long ago. */
export function CreatedMeta({ doc }: { doc: StoredDoc }) {
  const t = useT();
  // Read at render: the page re-renders on every live change, which is fresh enough for "hace…".
  const age = docAge(doc.CreatedAt, Date.now());
  if (!age) return null;
  return (
    <p className="doc-view__meta">
      {t('data.doc.created', { date: age.date })}
      <span className="doc-view__elapsed" data-testid="doc-elapsed">
        {age.ago}
      </span>
    </p>
  );
}
