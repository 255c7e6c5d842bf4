import type { ReactNode } from 'react';

interface Props {
  title: string;
  text: string;
  /** Above the title: an icon or a code such as 404 (decorative: mark it aria-hidden). */
  badge?: ReactNode;
  /** The way on, e.g. a link home. */
  children?: ReactNode;
  testId?: string;
}

/** A whole page that says one thing: not found, not allowed. Centered, with its way on below. */
export function MessageCard({ title, text, badge, children, testId }: Props) {
  return (
    <div className="page page--centered">
      <div className="message-card" data-testid={testId}>
        {badge}
        <h1 className="message-card__title">{title}</h1>
        <p className="message-card__text">{text}</p>
        {children}
      </div>
    </div>
  );
}
