import { describe, expect, it } from 'vitest';
import { buildDraft, type DraftField, draftFromDoc, draftFromSiblings } from './editDraft';
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
  fields.map((field) => (field.name === name ? { ...field, value } : field));

describe('draftFromDoc', () => {
  it('offers the visible fields with their kinds, Name first', () => {
    expect(draftFromDoc(journal).map((f) => [f.name, f.kind])).toEqual([
      ['Name', 'text'],
      ['CreatedAt', 'date'],
      ['Porcentaje', 'percent'],
      ['email', 'email'],
    ]);
  });
});

describe('buildDraft', () => {
  const fields = draftFromDoc(journal);

  it('merges only what changed', () => {
    const result = buildDraft(edit(fields, 'Porcentaje', '55'), journal, 'merge');
    expect(result).toEqual({ ok: true, data: { Porcentaje: 55 }, changed: ['Porcentaje'], dropped: [] });
  });

  it('merges nothing when nothing changed', () => {
    expect(buildDraft(fields, journal, 'merge')).toMatchObject({ ok: true, data: {}, changed: [] });
  });

  it('refuses an invalid percentage and an invalid e-mail, sending nothing', () => {
    const bad = edit(edit(fields, 'Porcentaje', '150'), 'email', 'ana@');
    const result = buildDraft(bad, journal, 'merge');
    expect(result).toEqual({
      ok: false,
      errors: { f2: 'data.validation.percent', f3: 'data.validation.email' },
    });
  });

  it('replaces with the whole form and keeps the link to the project', () => {
    const without = fields.filter((f) => f.name !== 'email');
    const result = buildDraft(without, journal, 'replace');
    expect(result).toEqual({
      ok: true,
      data: { Name: 'Visita inicial', CreatedAt: journal.CreatedAt, Porcentaje: 40, ProjectId: 'p-1' },
      changed: [],
      dropped: ['email'],
    });
  });

  it.each([
    ['', 'data.validation.fieldName'],
    ['FireId', 'data.validation.fieldReserved'],
    ['ProjectId', 'data.validation.fieldReserved'],
    ['a.b', 'data.validation.fieldReserved'],
    ['Name', 'data.validation.fieldTaken'],
  ])('an added field named %j is refused', (name, error) => {
    const added: DraftField = { id: 'n1', name, kind: 'text', value: 'x', added: true };
    expect(buildDraft([...fields, added], journal, 'merge')).toEqual({ ok: false, errors: { n1: error } });
  });

  it('creates with every field filled in, leaving blank ones out', () => {
    const form: DraftField[] = [
      { id: 'a', name: 'Name', kind: 'text', value: 'Nuevo', added: false },
      { id: 'b', name: 'Presupuesto', kind: 'currency', value: '1.200', added: true },
      { id: 'c', name: 'Activo', kind: 'boolean', value: true, added: true },
      { id: 'd', name: 'Metros', kind: 'number', value: '', added: false },
      { id: 'e', name: 'Notas', kind: 'text', value: '', added: false },
    ];
    expect(buildDraft(form, null, 'create')).toEqual({
      ok: true,
      data: { Name: 'Nuevo', Presupuesto: 1200, Activo: true },
      changed: ['Name', 'Presupuesto', 'Activo'],
      dropped: [],
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
    expect(buildDraft(form, project, 'merge')).toEqual({ ok: true, data: {}, changed: [], dropped: [] });
  });

  it('sends only the field that changed, not the dates around it', () => {
    const result = buildDraft(edit(form, 'Name', 'Reforma integral'), project, 'merge');
    expect(result).toEqual({
      ok: true,
      data: { Name: 'Reforma integral' },
      changed: ['Name'],
      dropped: [],
    });
  });

  it('keeps the seconds of an edited date', () => {
    const raw = form.find((field) => field.name === 'CreatedAt')?.value;
    expect(raw).toMatch(/:42\.512$/);
    // What the input holds once the person moves the minutes on by one.
    const later = toLocalInput('2025-03-04T10:18:42.512Z');
    const result = buildDraft(edit(form, 'CreatedAt', later), project, 'merge');
    expect(result).toEqual({
      ok: true,
      data: { CreatedAt: '2025-03-04T10:18:42.512Z' },
      changed: ['CreatedAt'],
      dropped: [],
    });
  });

  it('keeps a changed day a day', () => {
    expect(buildDraft(edit(form, 'Entrega', '2026-07-01'), project, 'merge')).toMatchObject({
      ok: true,
      data: { Entrega: '2026-07-01' },
    });
  });

  it('does not refuse a merge for a stored value it did not touch', () => {
    expect(buildDraft(edit(form, 'Name', 'Otra'), project, 'merge')).toMatchObject({ ok: true });
    expect(buildDraft(edit(form, 'Porcentaje', '150'), project, 'merge')).toMatchObject({
      ok: true,
      changed: [],
    });
    expect(buildDraft(edit(form, 'Porcentaje', '101'), project, 'merge')).toMatchObject({ ok: false });
  });

  it('replaces with untouched values exactly as stored', () => {
    const result = buildDraft(form, project, 'replace');
    expect(result).toMatchObject({
      ok: true,
      data: {
        Name: 'Reforma',
        CreatedAt: project.CreatedAt,
        Entrega: '2026-06-30',
        Revisado: '2025-05-07T15:00:09Z',
        Porcentaje: 150,
      },
      changed: [],
    });
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
