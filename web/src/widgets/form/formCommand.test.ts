import type { PublicCollection } from '@colmena/shared';
import type { FieldDefinition } from '@colmena/shared/fields';
import { describe, expect, it } from 'vitest';
import { type FormPlacement, formCommand, formDestination, formUploadTarget } from './formCommand';

const obras = {
  key: 'obras',
  name: 'Obras',
  mainCollection: 'obras-main',
  secondaryCollection: 'partes',
} as PublicCollection;
const notas = { key: 'notas', name: 'Notas', mainCollection: 'notas' } as PublicCollection;
const collections = [obras, notas];
const at = (collKey: string, documentId: string | null, place: FormPlacement['place'] = 'project') => ({
  collKey,
  documentId,
  place,
});

describe('formDestination', () => {
  it.each([
    [
      'create: the named collection',
      { target: 'create', collection: 'obras' },
      at('notas', null, 'company'),
      { ok: true, collection: 'obras-main', docId: null, projectId: null },
    ],
    [
      'create: a collection the reader cannot see',
      { target: 'create', collection: 'otra' },
      at('obras', null),
      { ok: false, reason: 'no_collection' },
    ],
    [
      'journal: of the project on screen',
      { target: 'journal', collection: '' },
      at('obras', 'p-1'),
      { ok: true, collection: 'partes', docId: null, projectId: 'p-1' },
    ],
    [
      'journal: a collection without them',
      { target: 'journal', collection: '' },
      at('notas', 'n-1'),
      { ok: false, reason: 'no_journals' },
    ],
    [
      'journal: no project on screen',
      { target: 'journal', collection: '' },
      at('obras', null),
      { ok: false, reason: 'no_project' },
    ],
    [
      'update: the project on screen',
      { target: 'update', collection: '' },
      at('obras', 'p-1'),
      { ok: true, collection: 'obras-main', docId: 'p-1', projectId: null },
    ],
    [
      'update: the journal on screen',
      { target: 'update', collection: '' },
      at('obras', 'j-1', 'journal'),
      { ok: true, collection: 'partes', docId: 'j-1', projectId: null },
    ],
    [
      'update: nothing on screen',
      { target: 'update', collection: '' },
      at('obras', null, 'company'),
      { ok: false, reason: 'no_document' },
    ],
    [
      'update: no collection on screen',
      { target: 'update', collection: '' },
      at('ALLCOLLECTIONS', 'x'),
      { ok: false, reason: 'no_collection' },
    ],
  ] as const)('%s', (_name, settings, placement, expected) => {
    expect(formDestination(settings, collections, placement)).toEqual(expected);
  });
});

const field = (key: string, type: FieldDefinition['type']): FieldDefinition => ({
  key,
  type,
  label: { es: key, en: key },
  required: false,
  onCard: false,
});
const fields = [field('Name', 'shortText'), field('Horas', 'integer'), field('Nota', 'longText')];

describe('formUploadTarget', () => {
  it.each([
    [
      'a new document: pending, by the id chosen up front',
      { ok: true as const, collection: 'c', docId: null, projectId: null },
      { collection: 'c', docId: 'n1', pending: {} },
    ],
    [
      'a new journal: pending, naming its project',
      { ok: true as const, collection: 'j', docId: null, projectId: 'p' },
      { collection: 'j', docId: 'n1', pending: { projectId: 'p' } },
    ],
    [
      'the document on screen: as it is',
      { ok: true as const, collection: 'c', docId: 'd', projectId: null },
      { collection: 'c', docId: 'd' },
    ],
  ])('%s', (_case, destination, target) => {
    expect(formUploadTarget(destination, 'n1')).toEqual(target);
  });
});

describe('formCommand', () => {
  it('a create sends the values given, cleared ones left out; a journal names its project', () => {
    const values = { Name: 'A', Horas: null, Nota: 'n' };
    expect(
      formCommand({ ok: true, collection: 'c', docId: null, projectId: null }, fields, values, null),
    ).toEqual({
      type: 'document.create',
      payload: { collection: 'c', data: { Name: 'A', Nota: 'n' } },
    });
    expect(
      formCommand({ ok: true, collection: 'j', docId: null, projectId: 'p' }, fields, values, null),
    ).toEqual({
      type: 'document.create',
      payload: { collection: 'j', data: { Name: 'A', Nota: 'n', ProjectId: 'p' } },
    });
  });

  it('a create names the id chosen up front, the one its uploads were made for', () => {
    const values = { Name: 'A' };
    expect(
      formCommand({ ok: true, collection: 'j', docId: null, projectId: 'p' }, fields, values, null, 'n1'),
    ).toEqual({
      type: 'document.create',
      payload: { collection: 'j', docId: 'n1', data: { Name: 'A', ProjectId: 'p' } },
    });
  });

  it.each([
    [
      'only what changed, as one merge',
      { Name: 'A', Horas: 4, Nota: 'n' },
      { type: 'document.merge', payload: { collection: 'c', docId: 'd', data: { Horas: 4 } } },
    ],
    [
      'an emptied field removed',
      { Name: 'A', Horas: 3, Nota: null },
      { type: 'document.merge', payload: { collection: 'c', docId: 'd', data: {}, remove: ['Nota'] } },
    ],
    ['nothing changed: nothing sent', { Name: 'A', Horas: 3, Nota: 'n' }, { type: 'none' }],
  ] as const)('update: %s', (_name, values, expected) => {
    const original = { Name: 'A', Horas: 3, Nota: 'n', Otro: 'kept' };
    expect(
      formCommand({ ok: true, collection: 'c', docId: 'd', projectId: null }, fields, values, original),
    ).toEqual(expected);
  });
});
