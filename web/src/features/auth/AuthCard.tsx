import type { ReactNode } from 'react';
import { useSession } from '../../hooks/useSession';
import { Card } from '../../ui/Card';
import { TenantImage } from '../../ui/TenantImage';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centered card with the company logo, shared by the sign-in and password screens. */
export function AuthCard({ title, subtitle, children }: Props) {
  const { company } = useSession();
  const logo = company.LogoIcon ?? company.LogoNavbar;
  return (
    <div className="page page--centered">
      <Card
        title={title}
        subtitle={subtitle}
        media={<TenantImage className="auth-card__logo" src={logo} width={56} height={56} />}
      >
        {children}
      </Card>
    </div>
  );
}
