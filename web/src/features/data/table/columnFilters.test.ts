import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  type ColumnFilter,
  dayOf,
  filterDocs,
  foldText,
  isActive,
  matchesFilter,
} from './columnFilters';
import type { TableColumn } from './columnModel';

const text = (value: string) => () => value;

describe('a filter by type', () => {
  it.each<[string, ColumnFilter, unknown, string, boolean]>([
    ['text in the shown text', { kind: 'text', text: 'camion' }, 'Camión grúa', 'Camión grúa', true],
    ['text ignores case', { kind: 'text', text: 'OBRA' }, 'obra nueva', 'obra nueva', true],
    ['text not there', { kind: 'text', text: 'baño' }, 'Cocina', 'Cocina', false],
    ['text finds the stored number', { kind: 'text', text: '1250' }, 1250, '1.250,00 €', true],
    ['text finds the shown number', { kind: 'text', text: '1.250' }, 1250, '1.250,00 €', true],
    ['blank text lets all through', { kind: 'text', text: '  ' }, undefined, '', true],
    ['number within', { kind: 'number', min: 100, max: 200 }, 150, '', true],
    ['number on a bound', { kind: 'number', min: 100, max: 200 }, 200, '', true],
    ['number over', { kind: 'number', min: 100, max: 200 }, 201, '', false],
    ['number only a minimum', { kind: 'number', min: 100, max: null }, 1e9, '', true],
    ['number not a number', { kind: 'number', min: 0, max: null }, '150', '', false],
    ['number not set', { kind: 'number', min: null, max: 10 }, undefined, '', false],
    ['date a day within', { kind: 'date', from: '2026-03-01', to: '2026-03-31' }, '2026-03-05', '', true],
    ['date on the last day', { kind: 'date', from: null, to: '2026-03-05' }, '2026-03-05', '', true],
    ['date after', { kind: 'date', from: null, to: '2026-03-04' }, '2026-03-05', '', false],
    ['date not a date', { kind: 'date', from: '2026-01-01', to: null }, 'mañana', '', false],
    ['yes', { kind: 'yesNo', value: true }, true, '', true],
    ['yes, not set', { kind: 'yesNo', value: true }, undefined, '', false],
    ['no', { kind: 'yesNo', value: false }, false, '', true],
    ['no, not set reads as no', { kind: 'yesNo', value: false }, undefined, '', true],
    ['no, but yes', { kind: 'yesNo', value: false }, true, '', false],
    ['choice', { kind: 'choice', value: 'Abierto' }, 'Abierto', '', true],
    ['choice, another', { kind: 'choice', value: 'Abierto' }, 'Cerrado', '', false],
    ['multiple choice holding it', { kind: 'choice', value: 'b' }, ['a', 'b'], '', true],
    ['multiple choice without it', { kind: 'choice', value: 'c' }, ['a', 'b'], '', false],
  ])('%s', (_name, filter, value, shown, expected) => {
    expect(matchesFilter(filter, value, text(shown))).toBe(expected);
  });

  it('an instant falls on the day where the reader is', () => {
    const instant = new Date(2026, 2, 5, 23, 30).toISOString();
    expect(dayOf(instant)).toBe('2026-03-05');
    expect(dayOf('2026-03-05')).toBe('2026-03-05');
    expect(dayOf(12)).toBeNull();
  });

  it('folds accents and case', () => {
    expect(foldText('Ñandú CAMIÓN')).toBe('nandu camion');
  });

  it.each<[ColumnFilter, boolean]>([
    [{ kind: 'text', text: '' }, false],
    [{ kind: 'number', min: null, max: null }, false],
    [{ kind: 'number', min: 0, max: null }, true],
    [{ kind: 'date', from: null, to: null }, false],
    [{ kind: 'yesNo', value: false }, true],
    [{ kind: 'choice', value: '' }, false],
  ])('%j is active: %s', (filter, active) => {
    expect(isActive(filter)).toBe(active);
  });
});

describe('filtering the rows', () => {
  const column = (key: string, filter: TableColumn['filter']): TableColumn => ({
    key,
    label: key,
    field: null,
    kind: 'text',
    filter,
    editable: true,
    sortable: false,
    options: [],
  });
  const columns = [column('Name', 'text'), column('Importe', 'number'), column('Pagado', 'yesNo')];
  const docs = [
    { FireId: 'a', Name: 'Cocina', Importe: 100, Pagado: true },
    { FireId: 'b', Name: 'Baño', Importe: 900, Pagado: true },
    { FireId: 'c', Name: 'Cocina 2', Importe: 950 },
  ] as unknown as StoredDoc[];
  const shown = (c: TableColumn, d: StoredDoc) => String(d[c.key] ?? '');

  it('keeps the rows every filter lets through, in order', () => {
    const ids = filterDocs(
      docs,
      { Name: { kind: 'text', text: 'coc' }, Importe: { kind: 'number', min: 500, max: null } },
      columns,
      shown,
    ).map((d) => d.FireId);
    expect(ids).toEqual(['c']);
  });

  it('ignores a filter whose column is gone or changed kind', () => {
    const filters = {
      Gone: { kind: 'text', text: 'x' },
      Pagado: { kind: 'number', min: 1, max: null },
    } as const;
    expect(activeFilters(filters, columns)).toEqual([]);
    expect(filterDocs(docs, filters, columns, shown)).toBe(docs);
  });

  it('reads the shown text only for text filters', () => {
    let reads = 0;
    filterDocs(docs, { Pagado: { kind: 'yesNo', value: true } }, columns, () => {
      reads += 1;
      return '';
    });
    expect(reads).toBe(0);
  });
});
