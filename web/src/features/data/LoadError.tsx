import type { ErrorCode } from '@colmena/shared';
import { useT } from '../../hooks/useT';

/** Spec §8 "Error loading data!!!", with the cause when it says more (e.g. a missing index). */
export function LoadError({ error }: { error: ErrorCode | null }) {
  const t = useT();
  const detail = error && error !== 'error_loading_data' ? t(`errors.${error}`) : null;
  return (
    <div className="notice notice--error data-error" role="alert">
      <strong>{t('errors.error_loading_data')}</strong>
      {detail && <span>{detail}</span>}
    </div>
  );
}
