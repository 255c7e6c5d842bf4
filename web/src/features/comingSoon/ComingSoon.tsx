import type { MessageKey } from '@colmena/shared';
import type { ReactNode } from 'react';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';

/** Placeholder of a screen that a later release builds: its title and a short notice. */
export function ComingSoon({ titleKey, children }: { titleKey: MessageKey; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">{t(titleKey)}</h1>
      </header>
      <div className="placeholder" data-testid="coming-soon">
        <span className="placeholder__icon">
          <Icon name="compass" size={28} />
        </span>
        <p>{t('shell.comingSoon')}</p>
        {children}
      </div>
    </div>
  );
}
