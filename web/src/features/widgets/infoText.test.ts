import { describe, expect, it } from 'vitest';
import { hasInfo, singleUrl } from './infoText';

describe('widget info text', () => {
  it.each([
    ['https://example.com/help', 'https://example.com/help'],
    ['  http://example.com  ', 'http://example.com/'],
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
  ])('%j is a single URL → link to %s', (info, href) => {
    expect(singleUrl(info)).toBe(href);
  });

  it.each([
    [undefined],
    [''],
    ['<p>See https://example.com</p>'],
    ['https://a.com https://b.com'],
    ['javascript:alert(1)'],
    ['ftp://example.com/file'],
    ['example.com'],
    ['Plain text'],
  ])('%j is not a single URL (popup or nothing)', (info) => {
    expect(singleUrl(info)).toBeNull();
  });

  it.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['<b>x</b>', true],
  ])('hasInfo(%j) = %s', (info, expected) => {
    expect(hasInfo(info)).toBe(expected);
  });
});
