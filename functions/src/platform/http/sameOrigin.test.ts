import { describe, expect, it } from 'vitest';
import { type CsrfFacts, isSameOriginRequest } from './sameOrigin';

const base: CsrfFacts = { scheme: 'http', host: 'demo.localhost:8080', hasCustomHeader: false };
const json = { contentType: 'application/json' };

describe('isSameOriginRequest', () => {
  it.each<[string, Partial<CsrfFacts>]>([
    ['our own origin', { origin: 'http://demo.localhost:8080', ...json }],
    ['our origin in other letter case', { origin: 'HTTP://Demo.Localhost:8080' }],
    [
      'https behind a trusted proxy',
      { scheme: 'https', host: 'demo.example.com', origin: 'https://demo.example.com' },
    ],
    [
      'the default port spelt out in Host',
      { host: 'demo.example.com:80', origin: 'http://demo.example.com' },
    ],
    ['a page of ours that says so', { origin: 'http://demo.localhost:8080', secFetchSite: 'same-origin' }],
    ['no Origin, a JSON body', json],
    ['no Origin, JSON with a charset', { contentType: 'application/json; charset=utf-8' }],
    ['no Origin, a +json type', { contentType: 'application/merge-patch+json' }],
    ['no Origin, a form body with X-Requested-With', { contentType: 'text/plain', hasCustomHeader: true }],
    ['no Origin, no body', {}],
    ['no Origin, an empty body declared', { contentLength: '0' }],
  ])('lets through %s', (_name, facts) => {
    expect(isSameOriginRequest({ ...base, ...facts })).toBe(true);
  });

  it.each<[string, Partial<CsrfFacts>]>([
    ['another site', { origin: 'http://evil.test', ...json }],
    ['another tenant (same site)', { origin: 'http://evil.localhost:8080', ...json }],
    ['an https Origin over http', { origin: 'https://demo.localhost:8080', ...json }],
    ['an http Origin over https', { scheme: 'https', origin: 'http://demo.localhost:8080', ...json }],
    ['another port', { origin: 'http://demo.localhost:9090', ...json }],
    ['no port for a non-default one', { origin: 'http://demo.localhost', ...json }],
    ['Origin null (sandboxed frame, privacy redirect)', { origin: 'null', ...json }],
    ['an Origin that is not a URL', { origin: 'demo.localhost:8080', ...json }],
    ['a cross-site fetch without Origin', { secFetchSite: 'cross-site', ...json }],
    [
      'a same-site fetch (another tenant) with our Origin',
      { secFetchSite: 'same-site', origin: 'http://demo.localhost:8080' },
    ],
    ['no Origin, text/plain', { contentType: 'text/plain;charset=UTF-8' }],
    ['no Origin, a urlencoded form', { contentType: 'application/x-www-form-urlencoded' }],
    ['no Origin, a multipart form', { contentType: 'multipart/form-data; boundary=x' }],
    ['no Origin, a json look-alike type', { contentType: 'application/jsonp' }],
    ['no Origin, a body without a type', { contentLength: '12' }],
    ['no Origin, a chunked body without a type', { transferEncoding: 'chunked' }],
  ])('refuses %s', (_name, facts) => {
    expect(isSameOriginRequest({ ...base, ...facts })).toBe(false);
  });
});
