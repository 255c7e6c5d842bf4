import { describe, expect, it } from 'vitest';
import { mainSiteRedirect } from './mainSiteRedirect';

describe('mainSiteRedirect', () => {
  it.each([
    ['nope.localhost:8080', undefined, 'http://localhost:8080/?subdomain=nope'],
    ['nope.example.com', undefined, 'http://example.com/?subdomain=nope'],
    ['nope.localhost:8080', 'https://colmena.app/', 'https://colmena.app/?subdomain=nope'],
    ['nope.localhost', 'https://colmena.app/signup?ref=x', 'https://colmena.app/signup?ref=x&subdomain=nope'],
  ])('%s with MAIN_SITE_URL %s → %s', (host, main, expected) => {
    expect(mainSiteRedirect(host, 'nope', main)).toBe(expected);
  });
});
