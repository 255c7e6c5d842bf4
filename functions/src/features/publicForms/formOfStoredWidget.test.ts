import { publicFormOf } from '@colmena/shared/widgets';
import { describe, expect, it } from 'vitest';
import { formOfStoredWidget } from './formOfStoredWidget';

const definitions = [{ key: 'incidencias', mainCollection: 'incidencias' }];
const fields = [
  { key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true },
  { key: 'Email', label: { es: 'Correo', en: 'E-mail' }, type: 'email' },
];
const stored = (patch: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
  FireId: 'w1',
  collection: 'widgets',
  place: 'public',
  type: 'form',
  title: 'Solicitud',
  ready: true,
  settings: { fields, target: 'create', collection: 'incidencias', ...settings },
  ...patch,
});

describe('formOfStoredWidget', () => {
  it('answers what publicFormOf answers, and the same form again for the same stored text', () => {
    const first = formOfStoredWidget(stored(), 'w1', definitions);
    expect(first).toEqual(publicFormOf(stored(), 'w1', definitions));
    expect(first.open).toBe(true);
    // Another read of the same document: another object, the same text.
    expect(formOfStoredWidget(stored(), 'w1', definitions)).toBe(first);
  });

  // Each case is a document, form id or definitions seen before in another version: never the old answer.
  it.each([
    ['a draft', stored({ ready: false }), 'w1', definitions, { open: false, reason: 'not_ready' }],
    [
      'a company form',
      stored({ place: 'company' }),
      'w1',
      definitions,
      { open: false, reason: 'not_public' },
    ],
    ['another form id', stored(), 'other', definitions, { open: false, reason: 'unknown' }],
    ['a link id', stored({}, { linkId: 'alta' }), 'w1', definitions, { open: false, reason: 'unknown' }],
    ['definitions without its collection', stored(), 'w1', [], { open: false, reason: 'no_collection' }],
    ['no widget', null, 'w1', definitions, { open: false, reason: 'unknown' }],
  ])('%s', (_case, doc, formId, defs, expected) => {
    expect(formOfStoredWidget(stored(), 'w1', definitions).open).toBe(true);
    expect(formOfStoredWidget(doc, formId, defs)).toEqual(expected);
  });

  it('a field list changed is the new list', () => {
    const before = formOfStoredWidget(stored(), 'w1', definitions);
    const after = formOfStoredWidget(stored({}, { fields: fields.slice(0, 1) }), 'w1', definitions);
    expect(before.open && before.fields.map((field) => field.key)).toEqual(['Name', 'Email']);
    expect(after.open && after.fields.map((field) => field.key)).toEqual(['Name']);
  });

  it('other definitions with the collection in another main collection: that one', () => {
    const moved = [{ key: 'incidencias', mainCollection: 'avisos' }];
    const form = formOfStoredWidget(stored(), 'w1', moved);
    expect(form.open && form.collection).toBe('avisos');
  });
});
