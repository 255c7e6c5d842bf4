import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../hooks/useSession';
import { TenantImage } from '../../ui/TenantImage';
import { tenantImageUrl } from '../../ui/tenantImageUrl';

/** Company logo (LogoNavbar) or name, linking home; `children` go to the right. */
export function TopBar({ children }: { children?: ReactNode }) {
  const { company } = useSession();
  return (
    <header className="top-bar">
      <Link to="/" className="top-bar__brand">
        {tenantImageUrl(company.LogoNavbar) ? (
          <TenantImage className="top-bar__logo" src={company.LogoNavbar} alt={company.Name} height={32} />
        ) : (
          <>
            <TenantImage className="top-bar__icon" src={company.LogoIcon} width={28} height={28} />
            <span className="top-bar__name">{company.Name}</span>
          </>
        )}
      </Link>
      {children && <div className="top-bar__end">{children}</div>}
    </header>
  );
}
