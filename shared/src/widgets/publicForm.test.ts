import { describe, expect, it } from 'vitest';
import type { FieldDefinitionInput } from '../fields';
import { publicAnswer, publicFormOf } from './publicForm';

const definitions = [{ key: 'solicitudes', mainCollection: 'solicitudes-main' }];
const field = (input: FieldDefinitionInput) => ({ required: false, onCard: false, ...input });
const fields = [
  field({ key: 'Name', label: { es: 'Nombre', en: 'Name' }, type: 'shortText', required: true }),
  field({ key: 'Email', label: { es: 'Correo', en: 'E-mail' }, type: 'email' }),
  field({ key: 'Foto', label: { es: 'Foto', en: 'Photo' }, type: 'image' }),
];
const widget = (patch: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
  FireId: 'w-1',
  place: 'public',
  type: 'form',
  ready: true,
  settings: { fields, target: 'create', collection: 'solicitudes', ...settings },
  ...patch,
});

describe('publicFormOf', () => {
  it('opens a ready public form of a defined collection; staff-only fields are left out', () => {
    const form = publicFormOf(widget(), 'w-1', definitions);
    expect(form.open).toBe(true);
    if (!form.open) return;
    expect(form.collection).toBe('solicitudes-main');
    expect(form.fields.map((f) => f.key)).toEqual(['Name', 'Email']);
  });

  it.each([
    ['no widget', null, 'w-1', 'unknown'],
    ['another kind', widget({ type: 'text', settings: {} }), 'w-1', 'unknown'],
    ['a widget that does not parse', widget({ place: 'nowhere' }), 'w-1', 'unknown'],
    ['another form id', widget(), 'w-2', 'unknown'],
    ['the widget id once a link id is set', widget({}, { linkId: 'abc' }), 'w-1', 'unknown'],
    ['place company', widget({ place: 'company' }), 'w-1', 'not_public'],
    ['a draft', widget({ ready: false }), 'w-1', 'not_ready'],
    ['a journal target', widget({}, { target: 'journal' }), 'w-1', 'not_create'],
    ['an update target', widget({}, { target: 'update' }), 'w-1', 'not_create'],
    ['a collection the company does not define', widget({}, { collection: 'otra' }), 'w-1', 'no_collection'],
    ['only staff fields', widget({}, { fields: [fields[2]] }), 'w-1', 'no_fields'],
    [
      'a required upload',
      widget({}, { fields: [fields[0], { ...fields[2], required: true }] }),
      'w-1',
      'staff_field_required',
    ],
  ] as const)('%s: closed (%s)', (_case, doc, formId, reason) => {
    expect(publicFormOf(doc, formId, definitions)).toEqual({ open: false, reason });
  });

  it('opens by its link id', () => {
    expect(publicFormOf(widget({}, { linkId: 'abc' }), 'abc', definitions).open).toBe(true);
  });
});

describe('publicAnswer', () => {
  const open = fields.slice(0, 2);
  it.each([
    [
      'the form’s fields, empty ones left out',
      { Name: 'Ana', Email: '' },
      { ok: true, data: { Name: 'Ana' } },
    ],
    [
      'a key the form does not have',
      { Name: 'Ana', collection: 'agenda' },
      { ok: false, field: 'collection', problem: { code: 'not_in_form' } },
    ],
    [
      'a staff-only field',
      { Name: 'Ana', Foto: [] },
      { ok: false, field: 'Foto', problem: { code: 'not_in_form' } },
    ],
    [
      'a required field missing',
      { Email: 'a@b.es' },
      { ok: false, field: 'Name', problem: { code: 'required' } },
    ],
    [
      'a bad e-mail',
      { Name: 'Ana', Email: 'nope' },
      { ok: false, field: 'Email', problem: { code: 'not_email' } },
    ],
    [
      'a text over its limit',
      { Name: 'x'.repeat(1_000_000) },
      { ok: false, field: 'Name', problem: { code: 'too_long', max: 500 } },
    ],
  ] as const)('%s', (_case, values, expected) => {
    expect(publicAnswer(open, values)).toEqual(expected);
  });
});
