import { describe, expect, it } from 'vitest';
import { fieldDefinitions, fieldFormProblems, fieldForms, newFieldForm } from './fieldsForm';

const row = (change: Partial<ReturnType<typeof newFieldForm>>) => ({
  ...newFieldForm(),
  labelEs: 'Estado',
  ...change,
});

describe('the fields editor form', () => {
  it('round-trips a stored definition, keeping what the form does not edit', () => {
    const stored = [
      {
        key: 'Estado',
        label: { es: 'Estado', en: 'Status' },
        type: 'choice' as const,
        required: true,
        onCard: true,
        options: ['Abierta', 'Cerrada'],
        help: { es: 'Ayuda', en: 'Help' },
      },
      {
        key: 'Importe',
        label: { es: 'Importe', en: 'Amount' },
        type: 'currency' as const,
        required: false,
        onCard: false,
        min: 0,
      },
    ];
    expect(fieldDefinitions(fieldForms(stored))).toEqual(stored);
  });

  it.each([
    [
      'a blank key is derived from the Spanish label (spec §5 key normalisation)',
      row({}),
      { key: 'estado', label: { es: 'Estado', en: 'Estado' } },
    ],
    [
      'a derived key loses spaces, accents and signs, and is lowercased',
      row({ labelEs: 'Pieza averiada' }),
      { key: 'piezaaveriada', label: { es: 'Pieza averiada', en: 'Pieza averiada' } },
    ],
    [
      'a derived key keeps digits, "_" and "-"',
      row({ labelEs: 'Nº de líneas_2-B ¿ok?' }),
      { key: 'ndelineas_2-bok' },
    ],
    [
      'a typed key is kept as typed (older documents hold it)',
      row({ key: 'Habitación' }),
      { key: 'Habitación' },
    ],
    [
      'options one per line, blanks dropped',
      row({ type: 'choice', options: 'A\n\n B \n' }),
      { options: ['A', 'B'] },
    ],
    ['a decimal comma in bounds', row({ type: 'decimal', min: '0,5', max: '10' }), { min: 0.5, max: 10 }],
    [
      'type settings of other types are not sent',
      row({ type: 'shortText', options: 'A', formula: 'x' }),
      { type: 'shortText' },
    ],
  ])('%s', (_name, form, expected) => {
    const [definition] = fieldDefinitions([form]) as Record<string, unknown>[];
    expect(definition).toMatchObject(expected);
    if (form.type === 'shortText') expect(definition).not.toHaveProperty('options');
  });

  it.each<[string, Partial<ReturnType<typeof newFieldForm>>, unknown]>([
    [
      'both languages typed',
      { helpEs: ' En euros ', helpEn: 'In euros' },
      { es: 'En euros', en: 'In euros' },
    ],
    ['Spanish only: English reads it too', { helpEs: 'En euros' }, { es: 'En euros', en: 'En euros' }],
    ['English only: Spanish reads it too', { helpEn: 'In euros' }, { es: 'In euros', en: 'In euros' }],
    ['blank: no help at all', { helpEs: '  ', helpEn: '' }, undefined],
  ])('help text: %s', (_name, change, help) => {
    const [definition] = fieldDefinitions([row(change)]) as Record<string, unknown>[];
    expect(definition?.help).toEqual(help);
    if (help === undefined) expect(definition).not.toHaveProperty('help');
    expect(fieldFormProblems([row(change)]).size).toBe(0);
    // And back: the editor shows what was stored.
    expect(fieldForms([definition as never])[0]).toMatchObject(
      help
        ? { helpEs: (help as { es: string }).es, helpEn: (help as { en: string }).en }
        : { helpEs: '', helpEn: '' },
    );
  });

  it.each([
    ['no label', [row({ labelEs: '' })], [0]],
    ['a choice without options', [row({ type: 'choice' })], [0]],
    ['the same key twice', [row({}), row({})], [1]],
    ['all fine', [row({}), row({ labelEs: 'Importe', type: 'currency' })], []],
  ])('problems: %s', (_name, forms, rows) => {
    expect([...fieldFormProblems(forms).keys()]).toEqual(rows);
  });

  it.each([
    ['any value', row({ labelEs: 'Pieza', showWhenField: 'tipo' }), { field: 'tipo' }],
    [
      'a choice',
      row({ labelEs: 'Pieza', showWhenField: 'tipo', showWhenEquals: 'Avería' }),
      { field: 'tipo', equals: 'Avería' },
    ],
    [
      'a yes',
      row({ labelEs: 'Pieza', showWhenField: 'urgente', showWhenEquals: 'true' }),
      { field: 'urgente', equals: true },
    ],
    [
      'a no',
      row({ labelEs: 'Pieza', showWhenField: 'urgente', showWhenEquals: 'false' }),
      { field: 'urgente', equals: false },
    ],
    [
      'a number',
      row({ labelEs: 'Pieza', showWhenField: 'plantas', showWhenEquals: '2' }),
      { field: 'plantas', equals: 2 },
    ],
  ])('shown only when: %s', (_name, form, showWhen) => {
    const forms = [
      row({ labelEs: 'Tipo', type: 'choice', options: 'Obra\nAvería' }),
      row({ labelEs: 'Urgente', type: 'yesNo' }),
      row({ labelEs: 'Plantas', type: 'integer' }),
      form,
    ];
    const definitions = fieldDefinitions(forms) as Record<string, unknown>[];
    expect(definitions[3]?.showWhen).toEqual(showWhen);
    expect(fieldFormProblems(forms).size).toBe(0);
    // And back: the editor shows what was stored.
    expect(fieldForms(definitions as never)[3]).toMatchObject({
      showWhenField: form.showWhenField,
      showWhenEquals: form.showWhenEquals,
    });
  });

  it('a condition on a field that is gone is a problem of its row', () => {
    expect([...fieldFormProblems([row({ labelEs: 'Pieza', showWhenField: 'tipo' })]).keys()]).toEqual([0]);
  });
});
