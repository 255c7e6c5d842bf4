import { canSeePeopleList } from '@colmena/shared/policy';
import type { ReactNode } from 'react';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { ForbiddenPage } from '../forbidden/ForbiddenPage';

/**
 * Spec §6 "People list icon: level ≥ agendaViewLvl (default 10)": the screens themselves refuse
 * below it too, so a typed-in `/userslist` shows no contact (the server filters reads as well).
 */
export function PeopleGate({ children }: { children: ReactNode }) {
  const t = useT();
  const { company, user } = useSession();
  if (user && canSeePeopleList(company, user.lvl)) return children;
  return <ForbiddenPage text={t('accounts.people.forbidden')} />;
}
