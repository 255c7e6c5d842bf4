import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

/**
 * Tenant-written HTML (spec §2 widget info), sanitised by DOMPurify and inserted as DOM nodes,
 * so no unsanitised string ever reaches innerHTML.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
    for (const anchor of fragment.querySelectorAll('a[href]')) {
      anchor.setAttribute('target', '_blank');
      anchor.setAttribute('rel', 'noopener noreferrer');
    }
    ref.current?.replaceChildren(fragment);
  }, [html]);
  return <div ref={ref} className={className} />;
}
