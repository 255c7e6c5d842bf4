import type { Config } from 'dompurify';

/**
 * What tenant-written HTML (widget info) may contain once sanitised: text formatting, lists,
 * tables, links and images, nothing that runs, styles or fetches by itself. Stylesheets
 * (`<style>`, `<link>`, `style` attributes) go entirely: their `url()` and `@import` would make
 * every reader's browser call a host of the author's choosing, and they can restyle our page.
 * Images keep only a src our image rule allows (sanitizeTenantHtml), other resource attributes
 * go. No forms (a look-alike sign-in form is phishing), no frames, media or embeds, no SVG or
 * MathML, no ids or names that could clobber our globals, no classes borrowing our styles.
 */
export const tenantHtmlConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'link',
    'meta',
    'base',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'video',
    'audio',
    'source',
    'track',
    'picture',
    'template',
    'noscript',
    'svg',
    'math',
  ],
  FORBID_ATTR: [
    'style',
    'class',
    'id',
    'name',
    'srcset',
    'sizes',
    'background',
    'poster',
    'lowsrc',
    'dynsrc',
    'ping',
    'action',
    'formaction',
    'xmlns',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
  KEEP_CONTENT: true,
} satisfies Config;

/** Elements that keep a `src` after sanitising: only images, and only from allowed places. */
export const srcTags = new Set(['IMG']);
