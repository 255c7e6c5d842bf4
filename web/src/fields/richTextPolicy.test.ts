import { describe, expect, it } from 'vitest';
import { allowedHref, richTextConfig, typedHref } from './richTextPolicy';

// DOMPurify needs a DOM, which the web unit tests (node) lack: what it keeps is said here and
// checked in the browser (e2e/fieldKit.spec.ts); the link rule is plain code, tested here.
describe('the rich text policy', () => {
  it('keeps only the markup the toolbar makes, and links by their address alone', () => {
    expect(richTextConfig.ALLOWED_TAGS).toEqual([
      'p',
      'div',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      'ul',
      'ol',
      'li',
      'a',
    ]);
    expect(richTextConfig.ALLOWED_ATTR).toEqual(['href']);
  });

  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    [' http://example.com ', 'http://example.com'],
    ['mailto:ana@example.com', 'mailto:ana@example.com'],
    ['tel:+34600000000', 'tel:+34600000000'],
    ['/data/obras/1', '/data/obras/1'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html;base64,xx', null],
    ['//evil.example', null],
    ['vbscript:x', null],
    [null, null],
  ])('a link to %j is kept as %j', (href, expected) => {
    expect(allowedHref(href)).toBe(expected);
  });

  it.each([
    ['example.com', 'https://example.com'],
    ['www.example.com/x', 'https://www.example.com/x'],
    ['ana@example.com', 'mailto:ana@example.com'],
    ['https://example.com', 'https://example.com'],
    ['/trash/obras', '/trash/obras'],
    ['javascript:alert(1)', null],
    ['hola', null],
    ['', null],
  ])('typed %j links to %j', (typed, expected) => {
    expect(typedHref(typed)).toBe(expected);
  });
});
