import type { ReactNode } from 'react';
import { useSession } from '../../hooks/useSession';
import { TenantImage } from '../../ui/TenantImage';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** Centered card with the company logo, shared by the sign-in and password screens. */
export function AuthCard({ title, subtitle, children }: Props) {
  const { company } = useSession();
  const logo = company.LogoIcon ?? company.LogoNavbar;
  return (
    <div className="page page--centered">
      <section className="auth-card">
        <TenantImage className="auth-card__logo" src={logo} width={56} height={56} />
        <h1 className="auth-card__title">{title}</h1>
        {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
