import { describe, expect, it } from 'vitest';
import { droppedAttachments } from './droppedAttachments';

const fields = [
  { key: 'Fotos', type: 'image' },
  { key: 'Planos', type: 'image' },
  { key: 'Docs', type: 'file' },
  { key: 'Notas', type: 'longText' },
] as const;

const a = '/api/files/uploads/2026/03/a1-a.jpg';
const b = '/api/files/uploads/2026/03/b2-b.jpg';
const pdf = { name: 'Presupuesto.pdf', url: '/api/files/uploads/2026/03/c3-presupuesto.pdf' };

describe('droppedAttachments', () => {
  it.each<[string, Record<string, unknown> | null, Record<string, unknown> | null, string[]]>([
    ['an image removed', { Fotos: [a, b] }, { Fotos: [b] }, [a]],
    ['the field cleared (null)', { Fotos: [a] }, { Fotos: null }, [a]],
    ['the field left out of a replace', { Fotos: [a], Docs: [pdf] }, {}, [a, pdf.url]],
    ['a file removed', { Docs: [pdf] }, { Docs: [] }, [pdf.url]],
    ['a file renamed keeps its link', { Docs: [pdf] }, { Docs: [{ ...pdf, name: 'Otro.pdf' }] }, []],
    ['an image moved to another attachment field', { Fotos: [a] }, { Planos: [a] }, []],
    ['nothing changed', { Fotos: [a, b] }, { Fotos: [a, b] }, []],
    ['an image added', { Fotos: [a] }, { Fotos: [a, b] }, []],
    ['listed twice, named once', { Fotos: [a, a], Planos: [a] }, {}, [a]],
    ['an undeclared field is not looked at', { ImgArray: [a] }, {}, []],
    ['a text field holding a link is not looked at', { Notas: a }, {}, []],
    ['values that are no list are ignored', { Fotos: a, Docs: 'x' }, {}, []],
    ['a create (nothing before)', null, { Fotos: [a] }, []],
    ['a delete (nothing after)', { Fotos: [a] }, null, [a]],
  ])('%s', (_case, before, after, urls) => {
    expect(droppedAttachments(fields, before, after).map((d) => d.url)).toEqual(urls);
  });

  it('names the field and the item as stored', () => {
    expect(droppedAttachments(fields, { Docs: [pdf] }, {})).toEqual([
      { field: 'Docs', item: pdf, url: pdf.url },
    ]);
  });
});
