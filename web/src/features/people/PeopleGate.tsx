import { canSeePeopleList } from '@colmena/shared/policy';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { Icon } from '../../ui/icons';
import { MessageCard } from '../../ui/MessageCard';

/**
 * Spec §6 "People list icon: level ≥ agendaViewLvl (default 10)": the screens themselves refuse
 * below it too, so a typed-in `/userslist` shows no contact (the server filters reads as well).
 */
export function PeopleGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { company, user } = useSession();
  if (user && canSeePeopleList(company, user.lvl)) return children;
  return (
    <MessageCard
      testId="forbidden"
      title={t('shell.forbidden.title')}
      text={t('accounts.people.forbidden')}
      badge={
        <span className="placeholder__icon">
          <Icon name="lock" size={28} />
        </span>
      }
    >
      <Link className="button button--primary" to="/">
        {t('shell.notFound.home')}
      </Link>
    </MessageCard>
  );
}
