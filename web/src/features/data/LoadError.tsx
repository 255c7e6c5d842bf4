import type { ErrorCode, LiveQuery } from '@colmena/shared';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { indexPageLink } from './indexPageLink';

interface Props {
  error: ErrorCode | null;
  /** The read that failed: level 100 gets a link to declare the index it needs. */
  query?: LiveQuery | null;
}

/** Spec §8 "Error loading data!!!", with the cause when it says more (e.g. a missing index). */
export function LoadError({ error, query }: Props) {
  const t = useT();
  const { user } = useSession();
  const detail = error && error !== 'error_loading_data' ? t(`errors.${error}`) : null;
  const fix = indexPageLink(error, query, user?.lvl ?? 0);
  return (
    <div className="notice notice--error data-error" role="alert">
      <strong>{t('errors.error_loading_data')}</strong>
      {detail && <span>{detail}</span>}
      {fix && (
        <Link className="data-error__fix" to={fix}>
          {t('data.error.createIndex')}
        </Link>
      )}
    </div>
  );
}
