import { describe, expect, it } from 'vitest';
import { buildDraft, type DraftField, draftFromDoc, draftFromSiblings, isDirty } from './editDraft';
import { toLocalInput } from './fieldInput';

const journal = {
  FireId: 'd-1',
  collection: 'diarios',
  ProjectId: 'p-1',
  Name: 'Visita inicial',
  CreatedAt: '2025-01-06T10:00:00.000Z',
  Porcentaje: 40,
  email: 'ana@demo.test',
};

const edit = (fields: DraftField[], name: string, value: DraftField['value']) =>
  fields.map((field) => (field.name === name ? { ...field, value, touched: true } : field));
const without = (fields: DraftField[], name: string) => fields.filter((field) => field.name !== name);

describe('draftFromDoc', () => {
  it('offers the visible fields with their kinds, Name first', () => {
    expect(draftFromDoc(journal).map((f) => [f.name, f.kind])).toEqual([
      ['Name', 'text'],
      ['CreatedAt', 'date'],
      ['Porcentaje', 'percent'],
      ['email', 'email'],
    ]);
  });

  it('offers a required field the document lacks, first and empty', () => {
    const nameless = { FireId: 'p', collection: 'proyectos', Estado: 'Obra' };
    expect(draftFromDoc(nameless).map((f) => [f.name, f.value])).toEqual([
      ['Name', ''],
      ['Estado', 'Obra'],
    ]);
  });
});

describe('buildDraft: an edit is a merge of what changed plus the removals', () => {
  const fields = draftFromDoc(journal);

  it.each<[string, DraftField[], { data: Record<string, unknown>; remove: string[] }]>([
    ['nothing changed', fields, { data: {}, remove: [] }],
    ['one value changed', edit(fields, 'Porcentaje', '55'), { data: { Porcentaje: 55 }, remove: [] }],
    ['a field taken out of the form', without(fields, 'email'), { data: {}, remove: ['email'] }],
    ['a text emptied', edit(fields, 'email', ''), { data: {}, remove: ['email'] }],
    [
      'a number emptied (blank, not an invalid number)',
      edit(fields, 'Porcentaje', '  '),
      { data: {}, remove: ['Porcentaje'] },
    ],
    [
      'a change and a removal together',
      edit(without(fields, 'email'), 'Porcentaje', '10'),
      { data: { Porcentaje: 10 }, remove: ['email'] },
    ],
    [
      'a field taken out and added again with a new value is written, not removed',
      [
        ...without(fields, 'email'),
        { id: 'n1', name: 'email', kind: 'email', value: 'eva@demo.test', added: true },
      ],
      { data: { email: 'eva@demo.test' }, remove: [] },
    ],
    [
      'an added field left blank is simply not sent',
      [...fields, { id: 'n1', name: 'Notas', kind: 'text', value: '', added: true }],
      { data: {}, remove: [] },
    ],
  ])('%s', (_case, form, expected) => {
    expect(buildDraft(form, journal, 'edit')).toEqual({ ok: true, ...expected });
  });

  it('never removes what the form does not show (the link to the project, CreatedAt kept)', () => {
    const result = buildDraft(without(fields, 'Porcentaje'), journal, 'edit');
    expect(result).toEqual({ ok: true, data: {}, remove: ['Porcentaje'] });
  });

  it('refuses an invalid percentage and an invalid e-mail, each beside its field, sending nothing', () => {
    const bad = edit(edit(fields, 'Porcentaje', '150'), 'email', 'ana@');
    expect(buildDraft(bad, journal, 'edit')).toEqual({
      ok: false,
      errors: { f2: 'data.validation.percent', f3: 'data.validation.email' },
    });
  });

  it.each([
    ['emptied', ''],
    ['blanked', '   '],
  ])('refuses a Name %s: it is required', (_case, value) => {
    expect(buildDraft(edit(fields, 'Name', value), journal, 'edit')).toEqual({
      ok: false,
      errors: { f0: 'data.validation.required' },
    });
  });

  it('requires what the caller says is required', () => {
    const form = edit(fields, 'email', '');
    expect(buildDraft(form, journal, 'edit', ['Name', 'email'])).toEqual({
      ok: false,
      errors: { f3: 'data.validation.required' },
    });
    expect(buildDraft(edit(fields, 'Name', ''), journal, 'edit', [])).toMatchObject({
      ok: true,
      remove: ['Name'],
    });
  });

  it.each([
    ['', 'data.validation.fieldName'],
    ['FireId', 'data.validation.fieldReserved'],
    ['ProjectId', 'data.validation.fieldReserved'],
    ['JournalsCount', 'data.validation.fieldReserved'],
    ['a.b', 'data.validation.fieldReserved'],
    ['Name', 'data.validation.fieldTaken'],
  ])('an added field named %j is refused', (name, error) => {
    const added: DraftField = { id: 'n1', name, kind: 'text', value: 'x', added: true };
    expect(buildDraft([...fields, added], journal, 'edit')).toEqual({ ok: false, errors: { n1: error } });
  });
});

describe('buildDraft: a new document', () => {
  const form = (fields: Partial<DraftField>[]): DraftField[] =>
    fields.map((f, i) => ({ id: `f${i}`, name: '', kind: 'text', value: '', added: false, ...f }));

  it('creates with every field filled in, leaving blank ones out', () => {
    const fields = form([
      { name: 'Name', value: 'Nuevo' },
      { name: 'Presupuesto', kind: 'currency', value: '1.200', added: true },
      { name: 'Activo', kind: 'boolean', value: true, added: true, touched: true },
      { name: 'Metros', kind: 'number', value: '' },
      { name: 'Notas', value: '' },
    ]);
    expect(buildDraft(fields, null, 'create')).toEqual({
      ok: true,
      data: { Name: 'Nuevo', Presupuesto: 1200, Activo: true },
      remove: [],
    });
  });

  it.each<[string, Partial<DraftField>, Record<string, unknown>]>([
    ['a yes/no left alone is not written', { value: false }, {}],
    ['a yes/no set to no is', { value: false, touched: true }, { Pagado: false }],
    ['a yes/no set to yes is', { value: true, touched: true }, { Pagado: true }],
  ])('%s', (_case, pagado, data) => {
    const fields = form([
      { name: 'Name', value: 'Nuevo' },
      { name: 'Pagado', kind: 'boolean', ...pagado },
    ]);
    expect(buildDraft(fields, null, 'create')).toEqual({
      ok: true,
      data: { Name: 'Nuevo', ...data },
      remove: [],
    });
  });

  it('refuses a new document without a Name, beside the field', () => {
    const fields = form([
      { name: 'Name', value: '' },
      { name: 'Estado', value: 'Obra' },
    ]);
    expect(buildDraft(fields, null, 'create')).toEqual({
      ok: false,
      errors: { f0: 'data.validation.required' },
    });
  });
});

describe('buildDraft with stored dates (seconds, milliseconds, days)', () => {
  const project = {
    FireId: 'p-1',
    collection: 'proyectos',
    Name: 'Reforma',
    CreatedAt: '2025-03-04T10:17:42.512Z',
    Entrega: '2026-06-30',
    Revisado: '2025-05-07T15:00:09Z',
    Porcentaje: 150,
  };
  const form = draftFromDoc(project);

  it('finds no changes when nothing was touched', () => {
    expect(buildDraft(form, project, 'edit')).toEqual({ ok: true, data: {}, remove: [] });
  });

  it('sends only the field that changed, not the dates around it', () => {
    const result = buildDraft(edit(form, 'Name', 'Reforma integral'), project, 'edit');
    expect(result).toEqual({ ok: true, data: { Name: 'Reforma integral' }, remove: [] });
  });

  it('keeps the seconds of an edited date', () => {
    const raw = form.find((field) => field.name === 'CreatedAt')?.value;
    expect(raw).toMatch(/:42\.512$/);
    // What the input holds once the person moves the minutes on by one.
    const later = toLocalInput('2025-03-04T10:18:42.512Z');
    const result = buildDraft(edit(form, 'CreatedAt', later), project, 'edit');
    expect(result).toEqual({ ok: true, data: { CreatedAt: '2025-03-04T10:18:42.512Z' }, remove: [] });
  });

  it('keeps a changed day a day', () => {
    expect(buildDraft(edit(form, 'Entrega', '2026-07-01'), project, 'edit')).toMatchObject({
      ok: true,
      data: { Entrega: '2026-07-01' },
    });
  });

  it('does not refuse an edit for a stored value it did not touch', () => {
    expect(buildDraft(edit(form, 'Name', 'Otra'), project, 'edit')).toMatchObject({ ok: true });
    expect(buildDraft(edit(form, 'Porcentaje', '150'), project, 'edit')).toEqual({
      ok: true,
      data: {},
      remove: [],
    });
    expect(buildDraft(edit(form, 'Porcentaje', '101'), project, 'edit')).toMatchObject({ ok: false });
  });
});

describe('isDirty', () => {
  const form = draftFromDoc(journal);

  it.each<[string, DraftField[], boolean]>([
    ['as it started', form, false],
    ['a value typed and typed back', edit(edit(form, 'Name', 'x'), 'Name', 'Visita inicial'), false],
    ['a value changed', edit(form, 'Name', 'Otra'), true],
    ['a field removed', without(form, 'email'), true],
    ['a field added', [...form, { id: 'n1', name: 'Notas', kind: 'text', value: '', added: true }], true],
  ])('%s -> %s', (_case, fields, dirty) => {
    expect(isDirty(fields, form)).toBe(dirty);
  });
});

describe('draftFromSiblings', () => {
  it('offers the fields siblings use, empty, without CreatedAt', () => {
    const draft = draftFromSiblings([
      { FireId: 'p1', collection: 'c', Estado: '', Presupuesto: 10, CreatedAt: 'x', ImgArray: [] },
      { FireId: 'p2', collection: 'c', Estado: 'Abierta', Name: 'B' },
    ]);
    expect(draft.map((f) => [f.name, f.kind, f.value])).toEqual([
      ['Name', 'text', ''],
      ['Estado', 'text', ''],
      ['Presupuesto', 'currency', ''],
      ['ImgArray', 'list', ''],
    ]);
  });

  it('offers Name when there are no siblings', () => {
    expect(draftFromSiblings([]).map((f) => f.name)).toEqual(['Name']);
  });
});
