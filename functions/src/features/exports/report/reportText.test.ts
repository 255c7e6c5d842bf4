import type { FieldDefinition } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { documentFieldRows, listColumns, listTable, valueText } from './reportText';

const field = (key: string, type: FieldDefinition['type'], label = key): FieldDefinition =>
  ({ key, type, label: { es: label, en: label }, required: false, onCard: false }) as FieldDefinition;

const fields = [
  field('Presupuesto', 'currency'),
  field('Inicio', 'date'),
  field('Visita', 'dateTime'),
  field('Activo', 'yesNo'),
  field('Avance', 'percent'),
  field('Fotos', 'image'),
];

describe('valueText', () => {
  it.each<[string, FieldDefinition | undefined, unknown, string]>([
    ['money in euros, Spanish style', fields[0], 1234.5, '1.234,50\u00a0€'],
    ['a day', fields[1], '2026-03-05', '05/03/2026'],
    ['a time in Madrid', fields[2], '2026-07-01T08:30:00.000Z', '01/07/2026, 10:30'],
    ['yes/no in Spanish', fields[3], true, 'Sí'],
    ['a percentage', fields[4], 12.5, '12,5\u00a0%'],
    ['an undeclared number', undefined, 1234567.891, '1.234.567,891'],
    ['an undeclared ISO time, Madrid in winter', undefined, '2025-01-01T16:45:00.000Z', '01/01/2025, 17:45'],
    ['an undeclared day', undefined, '2026-11-26', '26/11/2026'],
    ['an empty declared field', fields[0], undefined, '[Sin Valor en la BD]'],
    ['an empty text', undefined, '', '[Texto vacío en la BD]'],
    ['a boolean not declared', undefined, false, 'Falso'],
  ])('%s', (_name, def, value, text) => {
    expect(valueText(def, value, 'es')).toBe(text);
  });
});

describe('documentFieldRows', () => {
  it('lists declared fields by label in order (images apart), then the other visible keys', () => {
    const doc = {
      FireId: 'p1',
      collection: 'proyectos',
      Name: 'Obra',
      Presupuesto: 10,
      Extra: 'x',
      ImgArray: [],
      CreatedAt: '2026-01-01T00:00:00Z',
    };
    expect(
      documentFieldRows(doc, [field('Presupuesto', 'currency', 'Importe'), field('Fotos', 'image')], 'es'),
    ).toEqual([
      { label: 'Importe', value: '10,00\u00a0€' },
      { label: 'Extra', value: 'x' },
    ]);
  });
});

describe('listColumns and listTable', () => {
  const docs = [
    { Name: 'Uno', Presupuesto: 100, Estado: 'A' },
    { Name: 'Dos', Presupuesto: 250.5, Estado: 'B' },
  ];

  it('takes the widget columns, else Name and the declared fields, else the documents keys', () => {
    expect(listColumns([{ field: 'Estado', label: 'Situación' }], [], docs, 'es', 12)).toEqual([
      { field: 'Estado', label: 'Situación' },
    ]);
    expect(listColumns([], [field('Presupuesto', 'currency')], docs, 'es', 12).map((c) => c.field)).toEqual([
      'Name',
      'Presupuesto',
    ]);
    expect(listColumns([], [], docs, 'es', 12).map((c) => c.label)).toEqual([
      'Nombre',
      'Presupuesto',
      'Estado',
    ]);
  });

  it('right-aligns numbers and sums the totals columns in their format', () => {
    const columns = listColumns([], [field('Presupuesto', 'currency')], docs, 'es', 12);
    const table = listTable(docs, columns, [field('Presupuesto', 'currency')], ['Presupuesto'], 'es');
    expect(table.columns.map((c) => c.align)).toEqual(['left', 'right']);
    expect(table.rows).toEqual([
      ['Uno', '100,00\u00a0€'],
      ['Dos', '250,50\u00a0€'],
    ]);
    expect(table.totals).toEqual(['Total (2 filas)', '350,50\u00a0€']);
  });
});
