import { describe, expect, it } from 'vitest';
import { readDoc } from './applyWrite';
import { documentJsonOf } from './documentJson';

describe('documentJsonOf', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['proyectos', { Name: 'Ático', n: 1.5, m: { a: [1, { b: null }] } }, 'p1'],
    ['proyectos', {}, 'empty'],
    ['proyectos', { s: 'comillas " y \\ y \u2028', 7: 'a key that sorts first' }, 'id "raro"'],
    ['logs', { collection: 'proyectos', date: 1 }, 'l1'],
    ['logs', { date: 1 }, 'l2'],
  ])('renders a stored body of %s %j as JSON.stringify of what readDoc gives', (collection, body, id) => {
    const stored = JSON.stringify(body);
    expect(documentJsonOf(collection)(stored, id)).toBe(JSON.stringify(readDoc(stored, id, collection)));
  });
});
