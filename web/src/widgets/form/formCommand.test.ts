import type { PublicCollection } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { formCommand } from './formCommand';

const obras = {
  key: 'obras',
  name: 'Obras',
  mainCollection: 'obras-main',
  secondaryCollection: 'partes',
} as PublicCollection;
const notas = { key: 'notas', name: 'Notas', mainCollection: 'notas' } as PublicCollection;
const collections = [obras, notas];

describe('formCommand', () => {
  it.each([
    [
      'a new document of the named collection, cleared values left out',
      { target: 'create', collection: 'obras' },
      { collKey: 'notas', documentId: null },
      { ok: true, type: 'document.create', payload: { collection: 'obras-main', data: { Name: 'A' } } },
    ],
    [
      'a journal of the project on screen',
      { target: 'journal', collection: '' },
      { collKey: 'obras', documentId: 'p-1' },
      {
        ok: true,
        type: 'document.create',
        payload: { collection: 'partes', data: { Name: 'A', ProjectId: 'p-1' } },
      },
    ],
    [
      'a collection the reader cannot see',
      { target: 'create', collection: 'otra' },
      { collKey: 'obras', documentId: null },
      { ok: false, reason: 'no_collection' },
    ],
    [
      'journals of a collection without them',
      { target: 'journal', collection: '' },
      { collKey: 'notas', documentId: 'n-1' },
      { ok: false, reason: 'no_journals' },
    ],
    [
      'a journal with no project on screen',
      { target: 'journal', collection: '' },
      { collKey: 'obras', documentId: null },
      { ok: false, reason: 'no_project' },
    ],
  ] as const)('%s', (_name, settings, placement, expected) => {
    expect(formCommand(settings, collections, placement, { Name: 'A', Nota: null })).toEqual(expected);
  });
});
