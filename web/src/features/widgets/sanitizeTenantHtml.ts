import { allowedImageUrl } from '@colmena/shared/security';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { srcTags, tenantHtmlConfig } from './tenantHtmlPolicy';

let purifier: Purifier | null = null;

/** Our own DOMPurify instance, so its hooks apply to tenant HTML and nowhere else. */
function tenantPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.hasAttribute('src')) {
      const src = srcTags.has(node.tagName)
        ? allowedImageUrl(node.getAttribute('src'), location.origin)
        : null;
      // An image from elsewhere shows its alt text instead of calling that host.
      if (src) node.setAttribute('src', src);
      else node.removeAttribute('src');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('referrerpolicy', 'no-referrer');
      node.setAttribute('loading', 'lazy');
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Tenant HTML as an inert fragment of sanitised nodes (tenantHtmlConfig), for the page to adopt:
 * no unsanitised string ever reaches innerHTML.
 */
export function sanitizeTenantHtml(html: string): DocumentFragment {
  return tenantPurifier().sanitize(html, { ...tenantHtmlConfig, RETURN_DOM_FRAGMENT: true });
}
