import { describe, expect, it } from 'vitest';
import { cellText, fieldValue, shownColumns } from './tableColumns';
import { csvFileName, tableCsv } from './tableCsv';

const docs = [
  { FireId: 'a', collection: 'c', Estado: 'abierta', Name: 'Fuga', Importe: 1234.5 },
  { FireId: 'b', collection: 'c', Name: '=cmd|calc', Urgente: true, dir: { ciudad: 'Madrid' } },
];

describe('shownColumns', () => {
  it('keeps the configured columns, their order and headings', () => {
    expect(shownColumns([{ field: 'Importe', label: 'Total' }, { field: 'Name' }], docs)).toEqual([
      { field: 'Importe', label: 'Total' },
      { field: 'Name', label: 'Name' },
    ]);
  });
  it('derives the fields, Name first, without FireId and collection', () => {
    expect(shownColumns([], docs).map((c) => c.field)).toEqual([
      'Name',
      'Estado',
      'Importe',
      'Urgente',
      'dir',
    ]);
  });
  it('derives at most eight', () => {
    const wide = [
      { FireId: 'w', collection: 'c', ...Object.fromEntries([...'abcdefghij'].map((k) => [k, 1])) },
    ];
    expect(shownColumns([], wide)).toHaveLength(8);
  });
});

describe('cells', () => {
  it.each<[string, string, string]>([
    ['a text', 'Name', 'Fuga'],
    ['a Spanish number', 'Importe', '1.234,5'],
    ['a missing value', 'Urgente', '[Sin Valor en la BD]'],
    ['a nested field', 'dir.ciudad', '[Sin Valor en la BD]'],
  ])('%s', (_case, field, expected) => {
    expect(cellText(docs[0] ?? {}, field)).toBe(expected);
  });
  it('reads through dots', () => {
    expect(fieldValue(docs[1] ?? {}, 'dir.ciudad')).toBe('Madrid');
    expect(fieldValue(docs[1] ?? {}, 'dir.toString')).toBeUndefined();
  });
});

describe('tableCsv', () => {
  it('headings, then the rows as shown, formulas neutralised', () => {
    const columns = [
      { field: 'Name', label: 'Nombre' },
      { field: 'Importe', label: 'Importe' },
    ];
    expect(tableCsv(columns, docs)).toBe(
      'Nombre,Importe\r\nFuga,"1.234,5"\r\n\'=cmd|calc,[Sin Valor en la BD]',
    );
  });
  it.each([
    ['Mis incidencias', 'Mis-incidencias.csv'],
    ['Fotos / año', 'Fotos-ano.csv'],
    ['???', 'tabla.csv'],
  ])('file name of %s', (title, expected) => {
    expect(csvFileName(title)).toBe(expected);
  });
});
