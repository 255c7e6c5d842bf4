import { describe, expect, it } from 'vitest';
import { excelColumns } from './excelColumns';
import { excelCell } from './excelWorkbook';

const docs = [
  { FireId: 'p1', collection: 'proyectos', Name: 'Obra', Codigo: '2026-03-05', Importe: '1250.5' },
];

describe('an export step’s own columns', () => {
  it.each<[string, { field: string; label?: string; type?: 'text' | 'number' | 'date' }, unknown]>([
    ['as the value comes: an ISO day becomes a date', { field: 'Codigo' }, new Date('2026-03-05T00:00:00Z')],
    ['typed text: a code that looks like a day stays text', { field: 'Codigo', type: 'text' }, '2026-03-05'],
    ['typed number: a number kept as text is written as one', { field: 'Importe', type: 'number' }, 1250.5],
    ['untyped, that text stays text', { field: 'Importe' }, '1250.5'],
  ])('%s', (_, column, cell) => {
    const [found] = excelColumns([], docs, [column], 'es');
    expect(found?.label).toBe(column.field);
    expect(excelCell(docs[0]?.[column.field as 'Codigo'], found?.type).value).toEqual(cell);
  });

  it('a column’s header is its own, else the field', () => {
    const columns = excelColumns([], docs, [{ field: 'Name', label: 'Proyecto' }, { field: 'Codigo' }], 'es');
    expect(columns.map((c) => c.label)).toEqual(['Proyecto', 'Codigo']);
  });
});
