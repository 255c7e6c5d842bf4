import type { MessageKey } from '@colmena/shared';
import type { IndexField } from '@colmena/shared/query';
import { describe, expect, it } from 'vitest';
import { describeField, type FormField, indexFromForm, parseQueryText } from './indexForm';

const f = (fieldPath: string, mode: FormField['mode'] = 'asc'): FormField => ({ fieldPath, mode });

describe('indexFromForm', () => {
  it.each<[string, string, FormField[], MessageKey]>([
    ['no collection', '  ', [f('a'), f('b')], 'indexes.form.needsCollection'],
    ['no field', 'c', [], 'indexes.form.needsField'],
    ['an empty field', 'c', [f('a'), f(' ')], 'indexes.form.badField'],
    ['a trailing dot', 'c', [f('a.'), f('b')], 'indexes.form.badField'],
    ['a repeated field', 'c', [f('a'), f(' a ', 'desc')], 'indexes.form.repeatedField'],
    ['two arrays', 'c', [f('a', 'contains'), f('b', 'contains')], 'indexes.form.oneArray'],
  ])('refuses %s', (_name, collection, fields, problem) => {
    expect(indexFromForm(collection, fields)).toEqual({ ok: false, problem });
  });

  it('accepts one field (the embedded store builds its index only when declared)', () => {
    expect(indexFromForm('proyectos', [f('Presupuesto', 'desc')])).toEqual({
      ok: true,
      index: {
        collectionGroup: 'proyectos',
        queryScope: 'COLLECTION',
        fields: [{ fieldPath: 'Presupuesto', order: 'DESCENDING' }],
      },
    });
  });

  it('builds the index, trimmed, in the rows order', () => {
    expect(indexFromForm(' proyectos ', [f('Estado'), f('tags', 'contains'), f(' Name ', 'desc')])).toEqual({
      ok: true,
      index: {
        collectionGroup: 'proyectos',
        queryScope: 'COLLECTION',
        fields: [
          { fieldPath: 'Estado', order: 'ASCENDING' },
          { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
          { fieldPath: 'Name', order: 'DESCENDING' },
        ],
      },
    });
  });
});

describe('describeField', () => {
  it.each<[IndexField, string]>([
    [{ fieldPath: 'Estado', order: 'ASCENDING' }, 'Estado ↑'],
    [{ fieldPath: 'Estado' }, 'Estado ↑'],
    [{ fieldPath: 'Presupuesto', order: 'DESCENDING' }, 'Presupuesto ↓'],
    [{ fieldPath: 'owners', arrayConfig: 'CONTAINS' }, 'owners [∋]'],
  ])('%j → %s', (field, text) => {
    expect(describeField(field)).toBe(text);
  });
});

describe('parseQueryText', () => {
  it.each<[string | null, Record<string, unknown> | null]>([
    [null, null],
    ['', null],
    ['not json', null],
    ['[1]', null],
    ['null', null],
    ['"text"', null],
    ['{"collection":"proyectos"}', { collection: 'proyectos' }],
  ])('%j', (text, expected) => {
    expect(parseQueryText(text)).toEqual(expected);
  });
});
