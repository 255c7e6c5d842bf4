import { describe, expect, it } from 'vitest';
import { mainSiteUrl } from './mainSiteUrl';

describe('mainSiteUrl', () => {
  it.each([
    ['http:', 'acme.localhost:8080', 'http://localhost:8080/?subdomain=acme'],
    ['https:', 'acme.example.com', 'https://example.com/?subdomain=acme'],
  ])('%s//%s → %s', (protocol, host, expected) => {
    expect(mainSiteUrl({ protocol, host })).toBe(expected);
  });
});
