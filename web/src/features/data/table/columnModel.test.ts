import type { StoredDoc } from '@colmena/shared';
import { fieldDefinitionSchema } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { maxUndeclaredColumns, shownColumns, tableColumns, unionOfKeys } from './columnModel';

const field = (key: string, type: string, extra: Record<string, unknown> = {}) =>
  fieldDefinitionSchema.parse({ key, label: { es: `${key} es`, en: `${key} en` }, type, ...extra });
const doc = (id: string, data: Record<string, unknown>): StoredDoc =>
  ({ FireId: id, collection: 'proyectos', ...data }) as StoredDoc;

const declared = {
  fields: [
    field('Importe', 'currency'),
    field('Pagado', 'yesNo'),
    field('Estado', 'choice', { options: ['Abierto', 'Cerrado'] }),
    field('Inicio', 'date'),
    field('Fotos', 'image'),
    field('Total', 'calculated', { formula: 'Importe * 2' }),
    field('Etiquetas', 'multiChoice', { options: ['a', 'b'] }),
  ],
};

describe('table columns from the declared fields', () => {
  const columns = tableColumns(declared, [], 'es');

  it('Name first, the declared fields in order by their labels, then the creation date', () => {
    expect(columns.map((c) => [c.key, c.label])).toEqual([
      ['Name', 'Nombre'],
      ['Importe', 'Importe es'],
      ['Pagado', 'Pagado es'],
      ['Estado', 'Estado es'],
      ['Inicio', 'Inicio es'],
      ['Fotos', 'Fotos es'],
      ['Total', 'Total es'],
      ['Etiquetas', 'Etiquetas es'],
      ['CreatedAt', 'Creado'],
    ]);
    expect(tableColumns(declared, [], 'en')[1]?.label).toBe('Importe en');
  });

  it.each([
    ['Name', 'text', true, true],
    ['Importe', 'number', true, true],
    ['Pagado', 'yesNo', true, true],
    ['Estado', 'choice', true, true],
    ['Inicio', 'date', true, true],
    ['Fotos', null, false, false],
    ['Total', 'text', false, true],
    ['Etiquetas', 'choice', true, false],
    ['CreatedAt', 'date', false, true],
  ])('%s: filter %s, editable %s, sortable %s', (key, filter, editable, sortable) => {
    const column = columns.find((c) => c.key === key);
    expect(column).toMatchObject({ filter, editable, sortable });
  });

  it('a choice column offers its options', () => {
    expect(columns.find((c) => c.key === 'Estado')?.options).toEqual(['Abierto', 'Cerrado']);
  });

  it('a declared Name keeps its declaration', () => {
    const named = tableColumns({ fields: [field('Name', 'shortText', { required: true })] }, [], 'en');
    expect(named.map((c) => [c.key, c.label, c.field?.required])).toEqual([
      ['Name', 'Name en', true],
      ['CreatedAt', 'Created', undefined],
    ]);
  });
});

describe('table columns of a collection that declares nothing', () => {
  const docs = [
    doc('a', { Name: 'Obra', Presupuesto: 1200, CreatedAt: '2026-01-01T10:00:00Z', ImgArray: [] }),
    doc('b', { Pagado: true, Presupuesto: 50, Notas: 'x', Inicio: '2026-03-05', Extra: { a: 1 } }),
  ];
  const columns = tableColumns({}, docs, 'es');

  it('the union of the keys the documents hold, Name first, CreatedAt last', () => {
    expect(columns.map((c) => c.key)).toEqual([
      'Name',
      'Presupuesto',
      'Pagado',
      'Notas',
      'Inicio',
      'Extra',
      'CreatedAt',
    ]);
  });

  it.each([
    ['Presupuesto', 'currency', 'number', true],
    ['Pagado', 'boolean', 'yesNo', true],
    ['Notas', 'text', 'text', true],
    ['Inicio', 'date', 'date', true],
    ['Extra', 'object', null, false],
    ['CreatedAt', 'date', 'date', false],
  ])('%s reads as %s: filter %s, editable %s', (key, kind, filter, editable) => {
    expect(columns.find((c) => c.key === key)).toMatchObject({ kind, filter, editable, field: null });
  });

  it('stops at the column limit however many keys the documents hold', () => {
    const wide = doc('w', Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i])));
    expect(unionOfKeys([wide])).toHaveLength(maxUndeclaredColumns);
  });
});

describe('shown columns', () => {
  const columns = tableColumns(declared, [], 'es');
  it('leaves out the hidden ones', () => {
    expect(shownColumns(columns, ['Importe', 'Fotos']).map((c) => c.key)).not.toContain('Importe');
  });
  it('never shows none: Name stays', () => {
    expect(
      shownColumns(
        columns,
        columns.map((c) => c.key),
      ).map((c) => c.key),
    ).toEqual(['Name']);
  });
});
