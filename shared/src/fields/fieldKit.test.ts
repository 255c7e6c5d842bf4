import { describe, expect, it } from 'vitest';
import { createSandbox } from '../sandbox';
import { calculateField } from './calculate';
import { checkDocumentFields, checkFieldValue } from './checkFieldValue';
import { type FieldDefinitionInput, fieldDefinitionSchema, fieldListSchema } from './fieldDefinition';
import { type FieldType, fieldTypes } from './fieldTypes';
import { formatFieldValue } from './formatFieldValue';

const field = (type: FieldType, extra: Partial<FieldDefinitionInput> = {}) =>
  fieldDefinitionSchema.parse({
    key: 'F',
    label: { es: 'Campo', en: 'Field' },
    type,
    ...(type === 'choice' || type === 'multiChoice' ? { options: ['Rojo', 'Verde'] } : {}),
    ...(type === 'documentRef' ? { collection: 'proyectos' } : {}),
    ...(type === 'calculated' ? { formula: 'A * 2' } : {}),
    ...extra,
  });

/** One row per type: a valid value, an invalid one and its problem, how the valid one reads in es and en. */
const rows: [FieldType, unknown, unknown, string, string, string][] = [
  ['shortText', 'Hola', 42, 'not_text', 'Hola', 'Hola'],
  ['longText', 'Línea 1\nLínea 2', 'x'.repeat(20_001), 'too_long', 'Línea 1\nLínea 2', 'Línea 1\nLínea 2'],
  ['richText', '<p>Hola <b>mundo</b></p>', ['<p>'], 'not_text', 'Hola mundo', 'Hola mundo'],
  ['integer', 1234, 1.5, 'not_integer', '1.234', '1.234'],
  ['decimal', 1234.5, 'doce', 'not_number', '1.234,5', '1.234,5'],
  ['currency', 1234.5, Number.NaN, 'not_number', '1.234,50\u00a0€', '1.234,50\u00a0€'],
  ['percent', 12.5, 120, 'above_max', '12,5\u00a0%', '12,5\u00a0%'],
  ['email', 'ana@obra.es', 'ana@', 'not_email', 'ana@obra.es', 'ana@obra.es'],
  ['phone', '+34 600 123 456', 'llámame', 'not_phone', '+34 600 123 456', '+34 600 123 456'],
  [
    'url',
    'https://colmena.app/x',
    'javascript:alert(1)',
    'not_url',
    'https://colmena.app/x',
    'https://colmena.app/x',
  ],
  ['date', '2026-03-05', '2026-02-30', 'not_date', '05/03/2026', '05/03/2026'],
  ['dateTime', '2026-03-05T14:07:00.000Z', '5 de marzo', 'not_date_time', '', ''],
  ['time', '14:07', '25:00', 'not_time', '14:07', '14:07'],
  ['yesNo', true, 'sí', 'not_yes_no', 'Sí', 'Yes'],
  ['choice', 'Rojo', 'Azul', 'not_option', 'Rojo', 'Rojo'],
  ['multiChoice', ['Rojo', 'Verde'], ['Rojo', 'Rojo'], 'not_option', 'Rojo, Verde', 'Rojo, Verde'],
  ['rating', 4, 6, 'above_max', '★★★★ 4/5', '★★★★ 4/5'],
  ['slider', 30, -1, 'below_min', '30', '30'],
  ['color', '#1b5e20', 'green', 'bad_hex', '#1b5e20', '#1b5e20'],
  [
    'image',
    ['/api/files/uploads/a.jpg'],
    ['data:image/png;base64,AAAA'],
    'not_images',
    '1 imagen',
    '1 image',
  ],
  [
    'file',
    [{ name: 'plano.pdf', url: '/api/files/uploads/p.pdf' }],
    [{ name: 'x' }],
    'not_files',
    'plano.pdf',
    'plano.pdf',
  ],
  [
    'signature',
    '/api/files/uploads/s.png',
    'javascript:x',
    'not_images',
    '/api/files/uploads/s.png',
    '/api/files/uploads/s.png',
  ],
  [
    'location',
    { lat: 39.46975, lng: -0.37739 },
    { lat: 120, lng: 0 },
    'not_location',
    // Spanish: decimal commas, the pair parted by a semicolon (format/coordinates.ts).
    '39,46975; -0,37739',
    '39.46975, -0.37739',
  ],
  ['contact', 'c-ana', 'a/b', 'not_reference', 'c-ana', 'c-ana'],
  ['documentRef', 'p-001', 7, 'not_reference', 'p-001', 'p-001'],
  ['barcode', '8412345678905', { code: 1 }, 'not_text', '8412345678905', '8412345678905'],
  ['calculated', 42, undefined, '', '42', '42'],
];

describe('the field kit', () => {
  it('has 27 types, each with a row below', () => {
    expect(fieldTypes).toHaveLength(27);
    expect(rows.map(([type]) => type)).toEqual([...fieldTypes]);
  });

  it.each(rows)('%s: %j fits, %j does not (%s)', (type, valid, invalid, problem, es, en) => {
    const def = field(type);
    expect(checkFieldValue(def, valid)).toEqual({ ok: true });
    if (problem)
      expect(checkFieldValue(def, invalid)).toMatchObject({ ok: false, problem: { code: problem } });
    if (type !== 'dateTime') {
      expect(formatFieldValue(def, valid, 'es')).toBe(es);
      expect(formatFieldValue(def, valid, 'en')).toBe(en);
    }
  });

  it.each(fieldTypes.filter((type) => type !== 'calculated'))('%s: empty fits unless required', (type) => {
    for (const empty of [undefined, null, '', []]) {
      expect(checkFieldValue(field(type), empty)).toEqual({ ok: true });
      expect(checkFieldValue(field(type, { required: true }), empty)).toMatchObject({
        problem: { code: 'required' },
      });
      expect(formatFieldValue(field(type), empty, 'es')).toBe('');
    }
  });

  it.each([
    ['bounds of a number', field('integer', { min: 1, max: 10 }), 0, 'below_min'],
    ['bounds of a number', field('integer', { min: 1, max: 10 }), 11, 'above_max'],
    ['stars of a rating', field('rating', { max: 10 }), 8, ''],
    ['a percent may be bounded narrower', field('percent', { max: 50 }), 60, 'above_max'],
  ])('%s', (_name, def, value, problem) => {
    const checked = checkFieldValue(def, value);
    if (problem) expect(checked).toMatchObject({ ok: false, problem: { code: problem } });
    else expect(checked).toEqual({ ok: true });
  });
});

describe('field definitions', () => {
  it.each([
    ['a choice without options', { type: 'choice' }, 'options'],
    ['a reference without its collection', { type: 'documentRef' }, 'collection'],
    ['a calculated field without a formula', { type: 'calculated' }, 'formula'],
    ['min above max', { type: 'integer', min: 5, max: 1 }, 'min'],
    ['a nested key', { type: 'shortText', key: 'a.b' }, 'key'],
    ['FireId', { type: 'shortText', key: 'FireId' }, 'key'],
    ['a label in one language', { type: 'shortText', label: { es: 'Solo' } }, 'label'],
  ])('refuses %s', (_name, extra, path) => {
    const parsed = fieldDefinitionSchema.safeParse({ key: 'F', label: { es: 'C', en: 'F' }, ...extra });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(path);
  });

  it('a list refuses a key twice', () => {
    const def = { key: 'A', label: { es: 'A', en: 'A' }, type: 'shortText' };
    expect(fieldListSchema.safeParse([def, def]).success).toBe(false);
  });

  it('checks a whole document, or only the fields a merge sends', () => {
    const fields = [field('shortText', { key: 'Name', required: true }), field('percent', { key: 'Avance' })];
    expect(checkDocumentFields(fields, { Avance: 150 })).toEqual({
      Name: { code: 'required' },
      Avance: { code: 'above_max', max: 100 },
    });
    expect(checkDocumentFields(fields, { Avance: 50 }, { partial: true })).toEqual({});
  });
});

describe('calculated fields', () => {
  it.each([
    ['plain names', 'Cantidad * Precio', { Cantidad: 3, Precio: 2.5 }, 7.5],
    ['a name that is no word', 'f["Días de obra"] * 8', { 'Días de obra': 2 }, 16],
    ['text', 'Nombre + " (" + Ciudad + ")"', { Nombre: 'Ana', Ciudad: 'Valencia' }, 'Ana (Valencia)'],
    ['division by zero is no number', 'A / B', { A: 1, B: 0 }, null],
  ])('%s', async (_name, formula, values, expected) => {
    const sandbox = await createSandbox();
    expect(calculateField(sandbox, field('calculated', { formula }), values)).toEqual({
      ok: true,
      value: expected,
    });
  });

  it('a formula cannot reach outside the sandbox', async () => {
    const sandbox = await createSandbox();
    const outcome = calculateField(sandbox, field('calculated', { formula: 'fetch("https://x")' }), {});
    expect(outcome.ok).toBe(false);
  });
});

describe('a date field', () => {
  const date = field('date');
  /** What Date itself says of the day (the rule the counted check keeps). */
  const dateSays = (text: string) => {
    const parsed = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
  };
  it.each<[string, boolean]>([
    ['2026-03-05', true],
    ['2026-12-31', true],
    ['2026-02-28', true],
    ['2026-02-29', false],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['0000-02-29', true],
    ['2026-04-30', true],
    ['2026-04-31', false],
    ['2026-06-31', false],
    ['2026-09-31', false],
    ['2026-11-31', false],
    ['2026-01-31', true],
    ['2026-00-10', false],
    ['2026-13-01', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['9999-12-31', true],
    ['2026-1-05', false],
    ['2026/01/05', false],
  ])('%s is a day: %s', (text, day) => {
    expect(checkFieldValue(date, text).ok).toBe(day);
  });

  it('agrees with Date on every day of a leap and a common year, and the days past each month', () => {
    for (const year of [1900, 2000, 2024, 2026])
      for (let month = 1; month <= 12; month++)
        for (let day = 1; day <= 32; day++) {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect([text, checkFieldValue(date, text).ok]).toEqual([text, dateSays(text)]);
        }
  });
});
