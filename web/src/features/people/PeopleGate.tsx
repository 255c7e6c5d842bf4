import { canSeePeopleList } from '@colmena/shared/policy';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';

/**
 * Spec §6 "People list icon: level ≥ agendaViewLvl (default 10)": the screens themselves refuse
 * below it too, so a typed-in `/userslist` shows no contact (the server filters reads as well).
 */
export function PeopleGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { company, user } = useSession();
  if (user && canSeePeopleList(company, user.lvl)) return children;
  return (
    <div className="page page--centered">
      <div className="message-card" data-testid="forbidden">
        <span className="placeholder__icon">
          <Icon name="lock" size={28} />
        </span>
        <h1 className="message-card__title">{t('shell.forbidden.title')}</h1>
        <p className="message-card__text">{t('accounts.people.forbidden')}</p>
        <Link className="button button--primary" to="/">
          {t('shell.notFound.home')}
        </Link>
      </div>
    </div>
  );
}
