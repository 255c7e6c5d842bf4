import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

interface Props {
  to: string;
  label: string;
  children: ReactNode;
  describedBy?: string;
  end?: boolean;
}

/** An icon that navigates: a link named by aria-label, with the same text as tooltip. */
export function IconBarLink({ to, label, children, describedBy, end }: Props) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) => (isActive ? 'icon-button icon-button--active' : 'icon-button')}
      aria-label={label}
      title={label}
      aria-describedby={describedBy}
    >
      {children}
    </NavLink>
  );
}
