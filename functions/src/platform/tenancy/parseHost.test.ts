import { describe, expect, it } from 'vitest';
import { hostnameOf, parseHost } from './parseHost';

describe('parseHost', () => {
  it.each([
    ['demo.localhost:8080', 'localhost', { kind: 'label', label: 'demo' }],
    ['DEMO.localhost', 'localhost', { kind: 'label', label: 'demo' }],
    ['acme.example.com', 'localhost', { kind: 'label', label: 'acme' }],
    ['acme.colmena.app', 'colmena.app', { kind: 'label', label: 'acme' }],
    ['acme.colmena.app.', 'colmena.app', { kind: 'label', label: 'acme' }],
    ['localhost:8080', 'localhost', { kind: 'bare' }],
    ['localhost', 'localhost', { kind: 'bare' }],
    ['127.0.0.1:8080', 'localhost', { kind: 'bare' }],
    ['[::1]:8080', 'localhost', { kind: 'bare' }],
    ['colmena.app', 'colmena.app', { kind: 'bare' }],
    ['example.com', 'localhost', { kind: 'bare' }],
    ['www.colmena.app', 'colmena.app', { kind: 'bare' }],
    ['', 'localhost', { kind: 'bare' }],
  ])('%s (base %s) → %j', (host, base, expected) => {
    expect(parseHost(host, base)).toEqual(expected);
  });

  it.each([
    ['demo.localhost:8080', 'demo.localhost'],
    ['[::1]:80', '[::1]'],
    ['Example.COM.', 'example.com'],
  ])('hostnameOf(%s) = %s', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});
