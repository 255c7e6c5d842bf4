import { describe, expect, it } from 'vitest';
import { srcTags, tenantHtmlConfig } from './tenantHtmlPolicy';

// DOMPurify needs a DOM, which the web unit tests (node) do not have: what it does with this
// configuration in Chromium is proven by e2e/xss.security.spec.ts (widget info popup).

describe('tenantHtmlConfig', () => {
  it('keeps HTML only: no SVG or MathML, whose elements load and run things of their own', () => {
    expect(tenantHtmlConfig.USE_PROFILES).toEqual({ html: true });
  });

  it.each(['style', 'link', 'meta', 'base'])('drops <%s>: no stylesheet, import or page metadata', (tag) => {
    expect(tenantHtmlConfig.FORBID_TAGS).toContain(tag);
  });

  it.each([
    'iframe',
    'frame',
    'object',
    'embed',
    'video',
    'audio',
    'source',
    'track',
    'picture',
    'svg',
    'math',
  ])('drops <%s>: nothing loads from elsewhere but checked images', (tag) => {
    expect(tenantHtmlConfig.FORBID_TAGS).toContain(tag);
  });

  it.each(['form', 'input', 'button', 'select', 'textarea'])('drops <%s>: no look-alike forms', (tag) => {
    expect(tenantHtmlConfig.FORBID_TAGS).toContain(tag);
  });

  it.each(['style', 'srcset', 'background', 'poster', 'ping', 'action', 'formaction', 'id', 'name', 'class'])(
    'drops the %s attribute',
    (attribute) => {
      expect(tenantHtmlConfig.FORBID_ATTR).toContain(attribute);
    },
  );

  it('guards our globals against clobbering and drops data attributes', () => {
    expect(tenantHtmlConfig.SANITIZE_NAMED_PROPS).toBe(true);
    expect(tenantHtmlConfig.SANITIZE_DOM).toBe(true);
    expect(tenantHtmlConfig.ALLOW_DATA_ATTR).toBe(false);
  });

  it('lets only images keep a src', () => {
    expect([...srcTags]).toEqual(['IMG']);
  });
});
