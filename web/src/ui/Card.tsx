import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  subtitle?: string;
  /** Above the title, e.g. the company logo. */
  media?: ReactNode;
  children: ReactNode;
}

/**
 * A raised card with a title, an optional subtitle and its content (sign-in and password
 * screens). The card is a region named by its title, so screen readers can jump to it.
 */
export function Card({ title, subtitle, media, children }: Props) {
  const titleId = useId();
  return (
    <section className="auth-card" aria-labelledby={titleId}>
      {media}
      <h1 id={titleId} className="auth-card__title">
        {title}
      </h1>
      {subtitle && <p className="auth-card__subtitle">{subtitle}</p>}
      {children}
    </section>
  );
}
