import type { MessageKey } from '@colmena/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../hooks/useT';
import './people.css';

/** Title and the way back to the list, around the create and edit forms. */
export function ContactPageFrame({ titleKey, children }: { titleKey: MessageKey; children: ReactNode }) {
  const t = useT();
  return (
    <div className="page people">
      <header className="page__header contact-page__header">
        <Link className="button button--text people__back" to="/userslist">
          ← {t('accounts.contact.back')}
        </Link>
        <h1 className="page__title">{t(titleKey)}</h1>
      </header>
      {children}
    </div>
  );
}
