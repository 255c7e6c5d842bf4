import type { ErrorCode } from '@colmena/shared';
import { useT } from '../../hooks/useT';
import { BackLink } from './BackLink';
import { LoadError } from './LoadError';

interface Props {
  status: 'loading' | 'missing' | 'error';
  error: ErrorCode | null;
  back: { to: string; label: string };
}

/** A document page before it has its document: loading, gone (deleted, moved, not yours), failed. */
export function DocStates({ status, error, back }: Props) {
  const t = useT();
  return (
    <div className="page data-page">
      <BackLink to={back.to} label={back.label} />
      {status === 'loading' && (
        <div className="doc-view" role="status" aria-label={t('data.loading')}>
          <div className="skeleton-grid" />
        </div>
      )}
      {status === 'error' && <LoadError error={error} />}
      {status === 'missing' && <p className="empty-state">{t('data.doc.missing')}</p>}
    </div>
  );
}
