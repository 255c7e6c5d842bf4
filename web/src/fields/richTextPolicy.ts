import type { Config } from 'dompurify';

/**
 * What a rich text field stores once sanitised: paragraphs and line breaks, bold, italic,
 * underline, lists and links — what its toolbar makes — and nothing else: no styles, classes,
 * images, scripts or handlers, whatever was pasted.
 */
export const richTextConfig = {
  ALLOWED_TAGS: ['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  ALLOWED_ATTR: ['href'],
  ALLOW_DATA_ATTR: false,
  KEEP_CONTENT: true,
} satisfies Config;

/** A link a rich text may hold: web, mail or phone, or a path of this site; never a script. */
export function allowedHref(href: string | null): string | null {
  if (href === null) return null;
  const trimmed = href.trim();
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed;
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  return null;
}

/** What a person types as a link's address: "example.com" becomes "https://example.com". */
export function typedHref(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('/')) return allowedHref(trimmed);
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return `mailto:${trimmed}`;
  return /^[^\s/]+\.[^\s]+$/.test(trimmed) ? `https://${trimmed}` : null;
}
