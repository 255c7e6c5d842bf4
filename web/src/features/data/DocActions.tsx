import type { ReactNode } from 'react';
import { useT } from '../../hooks/useT';

/** The action row of a document page; wraps on phones so every action stays reachable. */
export function DocActions({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="doc-actions" role="toolbar" aria-label={t('data.actions')}>
      {children}
    </div>
  );
}
