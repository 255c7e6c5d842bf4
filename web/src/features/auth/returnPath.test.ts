import { describe, expect, it } from 'vitest';
import { returnPath, safeReturnPath, signInPath, signInRequest } from './returnPath';

describe('safeReturnPath: only paths of this site (no open redirect)', () => {
  it.each<[unknown, string | null]>([
    ['/data/proyectos?x=1', '/data/proyectos?x=1'],
    ['/data/proyectos/p-002?edit#journals', '/data/proyectos/p-002?edit#journals'],
    ['/messages/none', '/messages/none'],
    ['/', '/'],
    ['/data/a%2Fb', '/data/a%2Fb'],
    ['/data/./proyectos/../incidencias', '/data/incidencias'],
    ['//evil.example', null],
    ['//evil.example/data', null],
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['/ /evil.example', null],
    [' /data', null],
    ['https://evil.example', null],
    ['http:/evil.example', null],
    ['javascript:alert(1)', null],
    ['data', null],
    ['/data/..//evil.example', null],
    ['/login', null],
    ['/login?next=/data', null],
    ['/login/', null],
    [`/${'a'.repeat(2048)}`, null],
    ['', null],
    [3, null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (next, expected) => {
    expect(safeReturnPath(next)).toBe(expected);
  });
});

describe('signInPath', () => {
  it.each<[string, 'required' | 'ended', string]>([
    ['/data/proyectos', 'required', '/login?next=%2Fdata%2Fproyectos'],
    ['/data/proyectos/p-1?edit', 'ended', '/login?next=%2Fdata%2Fproyectos%2Fp-1%3Fedit&reason=ended'],
    ['/', 'ended', '/login?reason=ended'],
    ['/', 'required', '/login'],
    ['//evil.example', 'required', '/login'],
  ])('%s (%s) -> %s', (from, reason, path) => {
    expect(signInPath(from, reason)).toBe(path);
  });

  it('is read back by the sign-in page as it was sent', () => {
    const from = '/data/proyectos/p-1?edit&q=baño#x';
    const path = signInPath(from, 'ended');
    expect(signInRequest(path.slice(path.indexOf('?')))).toEqual({
      next: from.replace('baño', 'ba%C3%B1o'),
      reason: 'ended',
    });
  });
});

describe('signInRequest and returnPath', () => {
  it.each<[string, unknown, { next: string | null; reason: string | null }]>([
    ['?next=%2Fdata', undefined, { next: '/data', reason: 'required' }],
    ['?next=%2Fdata&reason=ended', undefined, { next: '/data', reason: 'ended' }],
    ['?reason=ended', undefined, { next: null, reason: 'ended' }],
    ['?reason=other', undefined, { next: null, reason: null }],
    ['', undefined, { next: null, reason: null }],
    ['?next=https%3A%2F%2Fevil.example', undefined, { next: null, reason: null }],
    ['?next=%2F%2Fevil.example', { from: '/profile' }, { next: '/profile', reason: 'required' }],
    ['', { from: '/messages/none' }, { next: '/messages/none', reason: 'required' }],
    ['', { from: '//evil.example' }, { next: null, reason: null }],
  ])('%s with state %j', (search, state, request) => {
    expect(signInRequest(search, state)).toEqual(request);
    expect(returnPath(search, state)).toBe(request.next ?? '/');
  });
});
