import type { FieldDefinition } from '@colmena/shared/fields';
import { formatDateTime } from '@colmena/shared/format';
import { describe, expect, it } from 'vitest';
import { cellText, declaredDates, fieldValue, shownColumns } from './tableColumns';
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

describe('cellText dates', () => {
  const journal = {
    Fecha: '2025-04-09T10:15:00.000Z',
    Dia: '2025-04-09',
    Codigo: '2025-04-09-A',
    Hora: 1744193700000,
  };
  const fields = [
    { key: 'Hora', type: 'dateTime', label: { es: 'Hora', en: 'Time' } },
    { key: 'Dia', type: 'date', label: { es: 'Día', en: 'Day' } },
    { key: 'Codigo', type: 'text', label: { es: 'Código', en: 'Code' } },
  ] as unknown as FieldDefinition[];
  const dates = declaredDates(fields);

  it('reads an ISO date-time string the Spanish way, in any column', () => {
    expect(cellText(journal, 'Fecha')).toBe(formatDateTime('2025-04-09T10:15:00.000Z'));
    expect(cellText(journal, 'Fecha')).toMatch(/^09\/04\/2025, \d{2}:15$/);
  });
  it('reads a bare ISO day as that day, whatever the zone', () => {
    expect(cellText(journal, 'Dia')).toBe('09/04/2025');
    expect(cellText(journal, 'Dia', dates.get('Dia'))).toBe('09/04/2025');
  });
  it('leaves text that only starts like a date alone', () => {
    expect(cellText(journal, 'Codigo')).toBe('2025-04-09-A');
  });
  it('a declared dateTime column reads by its type; other declared types are no dates', () => {
    expect([...dates.keys()]).toEqual(['Hora', 'Dia']);
    expect(cellText({ Hora: '2025-04-09T10:15:00.000Z' }, 'Hora', dates.get('Hora'))).toBe(
      formatDateTime('2025-04-09T10:15:00.000Z'),
    );
    expect(cellText({}, 'Hora', dates.get('Hora'))).toBe('[Sin Valor en la BD]');
  });
  it('the CSV carries the date as the table reads it', () => {
    expect(
      tableCsv([{ field: 'Dia', label: 'Día' }], [{ FireId: 'd', collection: 'diarios', ...journal }]),
    ).toBe('Día\r\n09/04/2025');
  });
});
