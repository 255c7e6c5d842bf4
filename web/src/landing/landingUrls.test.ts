import { describe, expect, it } from 'vitest';
import { previewAddress, readSuccessParams, successPath, unknownSubdomain } from './landingUrls';

const here = { protocol: 'http:', host: 'localhost:8080' };

describe('landing URLs', () => {
  it.each([
    ['acme', 'localhost:8080', 'acme.localhost:8080'],
    ['acme', 'example.com', 'acme.example.com'],
  ])('preview of %j on %j is %j', (sub, host, expected) => {
    expect(previewAddress(sub, host)).toBe(expected);
  });

  it('round-trips the signup answer through the success page query string', () => {
    const path = successPath({ subdomain: 'acme', url: 'http://acme.localhost:8080/' });
    expect(path.startsWith('/successful?')).toBe(true);
    const search = path.slice(path.indexOf('?'));
    expect(readSuccessParams(search, here)).toEqual({
      url: 'http://acme.localhost:8080/',
      subdomain: 'acme',
    });
  });

  it.each([
    ['?subdomain=ghost', 'ghost'],
    ['?subdomain=%20ghost%20', 'ghost'],
    ['?subdomain=', null],
    ['', null],
    ['?other=1', null],
  ])('unknown subdomain in %j is %j', (search, expected) => {
    expect(unknownSubdomain(search)).toBe(expected);
  });

  it.each([
    ['?url=javascript:alert(1)&subdomain=acme', 'http://acme.localhost:8080/'],
    ['?url=not%20a%20url&subdomain=acme', 'http://acme.localhost:8080/'],
    ['?url=https://acme.example.com/', 'https://acme.example.com/'],
    ['?url=javascript:alert(1)', null],
    ['', null],
  ])('success link for %j is %j', (search, expected) => {
    expect(readSuccessParams(search, here).url).toBe(expected);
  });
});
