import type { ReactNode } from 'react';
import { useId } from 'react';

interface Props {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One card of the profile, named by its heading. */
export function ProfileSection({ title, description, children }: Props) {
  const headingId = useId();
  return (
    <section className="profile-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="profile-card__title">
        {title}
      </h2>
      {description && <p className="profile-card__description">{description}</p>}
      {children}
    </section>
  );
}
