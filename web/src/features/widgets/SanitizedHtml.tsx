import { useLayoutEffect, useRef } from 'react';
import { sanitizeTenantHtml } from './sanitizeTenantHtml';

/**
 * Tenant-written HTML (spec §2 widget info), sanitised (sanitizeTenantHtml) and inserted as DOM
 * nodes, so no unsanitised string ever reaches innerHTML.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeTenantHtml(html));
  }, [html]);
  return <div ref={ref} className={className} />;
}
