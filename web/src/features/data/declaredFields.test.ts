import { fieldDefinitionSchema } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import {
  declaredText,
  documentSections,
  fieldLabel,
  isOtherField,
  keptFields,
  onCardFields,
  sortableFields,
  typeForKind,
} from './declaredFields';

const field = (key: string, type: string, extra: Record<string, unknown> = {}) =>
  fieldDefinitionSchema.parse({ key, label: { es: `${key} es`, en: `${key} en` }, type, ...extra });
const fields = [
  field('Importe', 'currency', { onCard: true }),
  field('Pagado', 'yesNo'),
  field('Fotos', 'image'),
  field('Estado', 'choice', { options: ['A'], onCard: true }),
];

describe('declared fields on the data screens', () => {
  it.each([
    ['a declared label', 'Importe', 'es', 'Importe es'],
    ['in English', 'Importe', 'en', 'Importe en'],
    ['a built-in word', 'CreatedAt', 'es', 'Creado'],
    ['an undeclared name as it is', 'DíasDeObra', 'en', 'DíasDeObra'],
  ] as const)('label: %s', (_name, key, language, label) => {
    expect(fieldLabel(key, fields, language)).toBe(label);
  });

  it('lists every declared field in order, then the other fields', () => {
    const sections = documentSections(
      { Name: 'Obra', Pagado: true, Notas: 'x', CreatedAt: '2026-01-01', FireId: 'a', collection: 'c' },
      fields,
    );
    expect(sections.declared.map((f) => f.key)).toEqual(['Importe', 'Pagado', 'Fotos', 'Estado']);
    expect(sections.others).toEqual(['Name', 'Notas']);
  });

  it("the owner field is the collection's: neither another field of its documents nor of the forms", () => {
    const owned = { ownerField: 'owners' };
    expect(keptFields(owned, 'main')).toEqual(['owners']);
    // A journal's ownership is its project's: its own keys are all the person's.
    expect(keptFields(owned, 'secondary')).toEqual([]);
    expect(keptFields({}, 'main')).toEqual([]);
    const doc = { Name: 'Gotera', owners: ['c-client'], Notas: 'x' };
    expect(documentSections(doc, fields, ['owners']).others).toEqual(['Name', 'Notas']);
    expect(documentSections(doc, fields).others).toEqual(['Name', 'owners', 'Notas']);
    // Also where nothing is declared (every stored key is listed).
    expect(isOtherField('owners', [], ['owners'])).toBe(false);
    expect(isOtherField('Notas', [], ['owners'])).toBe(true);
  });

  it.each([
    ['money', fields[0], 1200, 'es', '1.200,00\u00a0€'],
    ['yes in English', fields[1], true, 'en', 'Yes'],
    ['nothing stored', fields[0], undefined, 'es', '[Sin Valor en la BD]'],
    ['empty text', fields[3], '', 'es', '[Texto vacío en la BD]'],
  ] as const)('value: %s', (_name, def, value, language, text) => {
    expect(declaredText(def as (typeof fields)[number], value, language)).toBe(text);
  });

  it('cards show the fields marked on card; sorting offers single values only', () => {
    expect(onCardFields(fields)).toEqual(['Importe', 'Estado']);
    expect(sortableFields(fields)).toEqual(['Importe', 'Pagado', 'Estado']);
  });

  it.each([
    ['text', 'x', 'shortText'],
    ['number', 3, 'integer'],
    ['number', 3.5, 'decimal'],
    ['date', '2026-03-05', 'date'],
    ['date', '2026-03-05T10:00:00Z', 'dateTime'],
    ['boolean', true, 'yesNo'],
    ['object', {}, null],
  ] as const)('an undeclared %s field (%j) is declared as %s', (kind, value, type) => {
    expect(typeForKind(kind, value)).toBe(type);
  });
});
