import { describe, expect, it } from 'vitest';
import { documentRoute } from './documentRoute';

const collections = [
  { key: 'proyectos', mainCollection: 'proyectos', secondaryCollection: 'diarios' },
  { key: 'inc', mainCollection: 'incidencias' },
];

describe('documentRoute', () => {
  it.each<[string, { FireId: string; collection: string; ProjectId?: unknown }, boolean, string | null]>([
    ['a project', { FireId: 'p1', collection: 'proyectos' }, false, '/data/proyectos/p1'],
    ['by the definition key', { FireId: 'i1', collection: 'incidencias' }, false, '/data/inc/i1'],
    ['a journal', { FireId: 'd1', collection: 'diarios', ProjectId: 'p1' }, false, '/data/proyectos/p1/d1'],
    ['a journal without project', { FireId: 'd1', collection: 'diarios' }, false, null],
    ['a collection not shown', { FireId: 'x', collection: 'agenda' }, false, null],
    ['a visitor', { FireId: 'p1', collection: 'proyectos' }, true, '/publicData/p1'],
    ['an id to encode', { FireId: 'a b?', collection: 'proyectos' }, false, '/data/proyectos/a%20b%3F'],
  ])('%s', (_case, doc, visitor, expected) => {
    expect(documentRoute(doc, collections, visitor)).toBe(expected);
  });
});
