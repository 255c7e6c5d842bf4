import { describe, expect, it } from 'vitest';
import { filtersFromParams, hasFilters, logsPath } from './logFilters';

describe('log filters', () => {
  it.each([
    ['false', 'false', { document: null, user: null }],
    ['p1', 'false', { document: 'p1', user: null }],
    ['false', 'uid-7', { document: null, user: 'uid-7' }],
    ['p1', 'uid-7', { document: 'p1', user: 'uid-7' }],
    [undefined, undefined, { document: null, user: null }],
    ['', ' ', { document: null, user: null }],
  ])('/logs/%s/%s filters %j', (documentid, userid, expected) => {
    expect(filtersFromParams(documentid, userid)).toEqual(expected);
  });

  it.each([
    [{ document: null, user: null }, '/logs/false/false'],
    [{ document: 'p1', user: null }, '/logs/p1/false'],
    [{ document: null, user: 'u1' }, '/logs/false/u1'],
    [{ document: 'a b', user: 'x?y' }, '/logs/a%20b/x%3Fy'],
  ])('%j lives at %s', (filters, path) => {
    expect(logsPath(filters)).toBe(path);
  });

  it('a path and its filters go both ways', () => {
    const filters = { document: 'doc#1', user: 'uid/2' };
    const [, , doc, user] = logsPath(filters).split('/');
    expect(filtersFromParams(decodeURIComponent(doc ?? ''), decodeURIComponent(user ?? ''))).toEqual(filters);
  });

  it.each([
    [{ document: null, user: null }, false],
    [{ document: 'p1', user: null }, true],
    [{ document: null, user: 'u' }, true],
  ])('hasFilters(%j) = %s', (filters, expected) => {
    expect(hasFilters(filters)).toBe(expected);
  });
});
