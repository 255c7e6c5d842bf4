import { richTextAsText } from '@colmena/shared/fields';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { allowedHref, richTextConfig } from '../richTextPolicy';

let purifier: Purifier | null = null;

/** Our own DOMPurify instance, so its link rule applies to rich text fields and nowhere else. */
function richTextPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element) || !node.hasAttribute('href')) return;
    const href = allowedHref(node.getAttribute('href'));
    if (href) node.setAttribute('href', href);
    else node.removeAttribute('href');
  });
  purifier = instance;
  return instance;
}

/** The HTML a rich text field stores: sanitised, null when no text is left. */
export function richTextValue(html: string): string | null {
  const clean = richTextPurifier().sanitize(html, richTextConfig);
  return richTextAsText(clean) === '' ? null : clean;
}

/** A stored rich text as nodes to put in the editor: sanitised again, never trusted as stored. */
export function richTextNodes(html: string): DocumentFragment {
  return richTextPurifier().sanitize(html, { ...richTextConfig, RETURN_DOM_FRAGMENT: true });
}

/** Pasted HTML, reduced to what the field keeps before it enters the editor. */
export function cleanPaste(html: string): string {
  return richTextPurifier().sanitize(html, richTextConfig);
}
