import { describe, expect, it } from 'vitest';
import { droppedAttachments } from './droppedAttachments';

const fields = [
  { key: 'Fotos', type: 'image' },
  { key: 'Planos', type: 'image' },
  { key: 'Docs', type: 'file' },
  { key: 'Firma', type: 'signature' },
  { key: 'Notas', type: 'longText' },
] as const;

const a = '/api/files/uploads/2026/03/a1-a.jpg';
const b = '/api/files/uploads/2026/03/b2-b.jpg';
const sig = '/api/files/uploads/2026/03/d4-firma.png';
const sig2 = '/api/files/uploads/2026/03/e5-firma.png';
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
    ['a signature drawn again drops the old PNG', { Firma: sig }, { Firma: sig2 }, [sig]],
    ['a signature cleared (null)', { Firma: sig }, { Firma: null }, [sig]],
    ['a signature left out of a replace', { Firma: sig }, {}, [sig]],
    ['a signature unchanged', { Firma: sig }, { Firma: sig }, []],
    ['a signature first drawn', {}, { Firma: sig }, []],
    ['a signature that became a photo stays', { Firma: sig }, { Fotos: [sig] }, []],
    ['a signature that is no link is ignored', { Firma: '' }, {}, []],
    ['a signature held as a list is no signature', { Firma: [sig] }, {}, []],
    ['a create (nothing before)', null, { Fotos: [a] }, []],
    ['a delete (nothing after)', { Fotos: [a] }, null, [a]],
    ['an erasure names every attachment', { Fotos: [a], Docs: [pdf], Firma: sig }, null, [a, pdf.url, sig]],
  ])('%s', (_case, before, after, urls) => {
    expect(droppedAttachments(fields, before, after).map((d) => d.url)).toEqual(urls);
  });

  it('names the field and the item as stored', () => {
    expect(droppedAttachments(fields, { Docs: [pdf] }, {})).toEqual([
      { field: 'Docs', item: pdf, url: pdf.url },
    ]);
  });
});
