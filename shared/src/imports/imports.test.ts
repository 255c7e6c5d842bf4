import { describe, expect, it } from 'vitest';
import { type FieldDefinition, fieldDefinitionSchema } from '../fields/fieldDefinition';
import { neutraliseFormula } from '../widgets/csv';
import { rememberedMapping, suggestMapping } from './columnMapping';
import { CellTooLong, CsvRows } from './csvRows';
import { cellValue, parseNumber } from './importCell';
import { keyText, rowData, rowDocument } from './rowDocument';

const field = (def: Record<string, unknown>): FieldDefinition => fieldDefinitionSchema.parse(def);
const name = field({ key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true });
const amount = field({ key: 'Importe', label: { es: 'Importe', en: 'Amount' }, type: 'currency', min: 0 });
const start = field({ key: 'Inicio', label: { es: 'Fecha de inicio', en: 'Start date' }, type: 'date' });
const done = field({ key: 'Hecho', label: { es: 'Hecho', en: 'Done' }, type: 'yesNo' });
const stage = field({
  key: 'Fase',
  label: { es: 'Fase', en: 'Stage' },
  type: 'choice',
  options: ['Nuevo', 'En curso'],
});
const fields = [name, amount, start, done, stage];

describe('parseNumber', () => {
  it.each<[string, number | null]>([
    ['1234', 1234],
    ['1.234', 1234],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['3,75', 3.75],
    ['3.75', 3.75],
    ['-12', -12],
    ['45 €', 45],
    ['12 %', 12],
    ['abc', null],
    ['1a', null],
  ])('%s → %s', (text, expected) => {
    expect(parseNumber(text)).toBe(expected);
  });
});

describe('cellValue', () => {
  it.each<[FieldDefinition | undefined, string | number | boolean | null, unknown]>([
    [amount, '1.234,50', 1234.5],
    [amount, 99, 99],
    [amount, 'mucho', 'mucho'],
    [start, '01/03/2026', '2026-03-01'],
    [start, '2026-03-01T00:00:00.000Z', '2026-03-01'],
    [start, 'ayer', 'ayer'],
    [done, 'Sí', true],
    [done, 'no', false],
    [done, true, true],
    [stage, 'en curso', 'En curso'],
    [stage, 'NUÉVO', 'Nuevo'],
    [stage, 'Parado', 'Parado'],
    [name, '  Casa  ', 'Casa'],
    [name, '', undefined],
    [name, null, undefined],
    [undefined, ' libre ', 'libre'],
    [undefined, 7, 7],
  ])('%# %j', (def, cell, expected) => {
    expect(cellValue(def, cell)).toEqual(expected);
  });
});

describe('suggestMapping', () => {
  it('maps headings to declared fields by key or label in either language, accents and case aside', () => {
    expect(suggestMapping(['nombre', 'AMOUNT', 'Fecha de Inicio', 'Otro', 'Nombre'], fields)).toEqual([
      'Name',
      'Importe',
      'Inicio',
      null,
      null, // a field is filled by one column only
    ]);
  });

  it('takes each heading as its key when nothing is declared', () => {
    expect(suggestMapping(['Name', 'a.b', 'FireId', ''], [])).toEqual(['Name', 'a b', null, null]);
  });

  it.each<[string, readonly FieldDefinition[], string[], (string | null)[]]>([
    [
      'nothing declared',
      [],
      ['Nombre', 'Creado', 'Imágenes', 'Estado'],
      ['Name', 'CreatedAt', 'ImgArray', 'Estado'],
    ],
    [
      'fields declared',
      [amount],
      ['Nombre', 'Created', 'Importe', 'Estado'],
      ['Name', 'CreatedAt', 'Importe', null],
    ],
  ])(
    'reads the headings Colmena writes for built-in fields back into them (%s)',
    (_, declared, headers, mapped) => {
      expect(suggestMapping(headers, declared)).toEqual(mapped);
    },
  );

  it('lets a remembered mapping win for the headings it knows', () => {
    const remembered = rememberedMapping(['Cliente', 'Importe'], ['Name', null]);
    expect(suggestMapping(['Cliente', 'Importe'], fields, remembered)).toEqual(['Name', null]);
  });
});

describe('rowDocument', () => {
  const mapping = ['Name', 'Importe', 'Inicio', 'Hecho', 'Fase'];
  it('converts a good row to the stored shapes with no problems', () => {
    expect(rowDocument(['Obra', '1.500', '02/01/2026', 'sí', 'Nuevo'], mapping, fields)).toEqual({
      data: { Name: 'Obra', Importe: 1500, Inicio: '2026-01-02', Hecho: true, Fase: 'Nuevo' },
      problems: [],
    });
  });

  it("lists each bad field's problem, and a required field left empty", () => {
    const { problems } = rowDocument(['', '-3', '31/02/2026', 'quizá', 'Otra'], mapping, fields);
    expect(problems).toEqual([
      { field: 'Name', code: 'required' },
      { field: 'Importe', code: 'below_min', min: 0 },
      { field: 'Inicio', code: 'not_date' },
      { field: 'Hecho', code: 'not_yes_no' },
      { field: 'Fase', code: 'not_option' },
    ]);
  });

  it('gives the data alone (rowData) as rowDocument does, bad values converted as far as they go, unchecked', () => {
    const cases: [cells: (string | number | null)[], columns: (string | null)[]][] = [
      [['Obra', '1.500', '02/01/2026', 'sí', 'Nuevo'], mapping],
      [['', '-3', '31/02/2026', 'quizá', 'Otra'], mapping],
      [
        ['5', 'ignored'],
        ['Importe', null],
      ],
      [
        [null, '  '],
        ['Name', 'Fase'],
      ],
    ];
    for (const [cells, columns] of cases)
      expect(rowData(cells, columns, fields)).toEqual(rowDocument(cells, columns, fields).data);
    expect(rowData(['', '-3'], ['Name', 'Importe'], fields)).toEqual({ Importe: -3 });
  });

  it('checks a required field even when no column fills it, except for an update (partial)', () => {
    expect(rowDocument(['5'], ['Importe'], fields).problems).toEqual([{ field: 'Name', code: 'required' }]);
    expect(rowDocument(['5'], ['Importe'], fields, { partial: true }).problems).toEqual([]);
  });

  it('matches key cells as text', () => {
    expect(keyText(7)).toBe('7');
    expect(keyText(' 7 ')).toBe('7');
    expect(keyText('')).toBeNull();
  });
});

describe('CsvRows', () => {
  const read = (chunks: string[], max = 1000) => {
    const csv = new CsvRows(max);
    return [...chunks.flatMap((c) => csv.push(c)), ...csv.end()];
  };

  it('reads quoted cells, doubled quotes, CRLF and a last line without a break', () => {
    expect(read(['\uFEFFa,b\r\n"x, ""y""",2\r\n3,"multi\nline"'])).toEqual([
      ['a', 'b'],
      ['x, "y"', '2'],
      ['3', 'multi\nline'],
    ]);
  });

  it('finds the separator of a Spanish spreadsheet and reads across chunk boundaries', () => {
    expect(read(['Nombre;Imp', 'orte\r', '\nObra;1.234,5\r\n'])).toEqual([
      ['Nombre', 'Importe'],
      ['Obra', '1.234,5'],
    ]);
  });

  it('stops at a cell longer than the bound', () => {
    expect(() => read([`a\n${'x'.repeat(20)}\n`], 10)).toThrow(CellTooLong);
  });
});

describe('neutraliseFormula (the one rule of the CSV and .xlsx exports)', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+34 600', "'+34 600"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Obra', 'Obra'],
  ])('%j → %j', (text, expected) => {
    expect(neutraliseFormula(text)).toBe(expected);
  });
});
