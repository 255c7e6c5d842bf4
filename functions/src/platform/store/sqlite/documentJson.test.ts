import { describe, expect, it } from 'vitest';
import { readDoc } from './applyWrite';
import { documentJsonOf, textRowJson } from './documentJson';

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

describe('textRowJson', () => {
  const json = documentJsonOf('proyectos');
  it('splits a row at the first slash: the id before it, the stored body after', () => {
    const body = JSON.stringify({ url: 'https://a/b', note: 'x/y' });
    expect(JSON.parse(textRowJson(json, `p-1/${body}`, () => 'unused'))).toEqual({
      url: 'https://a/b',
      note: 'x/y',
      FireId: 'p-1',
      collection: 'proyectos',
    });
  });

  it('reads a spilled row whole by its id', () => {
    const read: string[] = [];
    const text = textRowJson(json, '/t-1', (id) => {
      read.push(id);
      return '{"msjArray":[1,2]}';
    });
    expect(read).toEqual(['t-1']);
    expect(JSON.parse(text)).toEqual({ msjArray: [1, 2], FireId: 't-1', collection: 'proyectos' });
  });
});
