import { Link } from 'react-router';

/** "← Proyectos": the way up, above a page title. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link className="button button--text back-link" to={to}>
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
        <path d="m15 5-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {label}
    </Link>
  );
}
