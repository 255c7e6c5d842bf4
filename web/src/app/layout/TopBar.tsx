import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';

/** Company logo (LogoNavbar) or name, linking home; `children` go to the right. */
export function TopBar({ children }: { children?: ReactNode }) {
  const { company } = useSession();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__brand">
        {company.LogoNavbar ? (
          <img className="top-bar__logo" src={company.LogoNavbar} alt={company.Name} height={32} />
        ) : (
          <>
            {company.LogoIcon && (
              <img className="top-bar__icon" src={company.LogoIcon} alt="" width={28} height={28} />
            )}
            <span className="top-bar__name">{company.Name}</span>
          </>
        )}
      </Link>
      {children && <div className="top-bar__end">{children}</div>}
    </header>
  );
}
