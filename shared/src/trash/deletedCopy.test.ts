import { describe, expect, it } from 'vitest';
import { deletedMarks, recordName, restoredData } from './deletedCopy';

describe('deletedMarks', () => {
  it.each([
    [
      'a delete',
      'u1',
      '2026-03-01T09:00:00.000Z',
      undefined,
      { deletedBy: 'u1', deletedAt: '2026-03-01T09:00:00.000Z' },
    ],
    [
      'a journal taken along by its project',
      'u2',
      '2026-03-02T10:00:00.000Z',
      'p1',
      { deletedBy: 'u2', deletedAt: '2026-03-02T10:00:00.000Z', deletedWith: 'p1' },
    ],
  ])('%s', (_case, by, at, withProject, expected) => {
    expect(deletedMarks(by, at, withProject)).toEqual(expected);
  });
});

describe('restoredData: the copy without the marks a delete added', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['marks of a delete', { Name: 'A', deletedBy: 'u', deletedAt: 't' }, { Name: 'A' }],
    [
      'marks of a journal',
      { ProjectId: 'p', deletedBy: 'u', deletedAt: 't', deletedWith: 'p' },
      { ProjectId: 'p' },
    ],
    [
      'an old copy (deletedBy only)',
      { Name: 'A', JournalsCount: 2, deletedBy: 'u' },
      { Name: 'A', JournalsCount: 2 },
    ],
    [
      'a move mark stays (it was there before)',
      { Name: 'A', movedBy: 'u', deletedBy: 'v' },
      { Name: 'A', movedBy: 'u' },
    ],
    [
      'nested fields untouched',
      { a: { deletedBy: 'x' }, list: [1, { b: 2 }] },
      { a: { deletedBy: 'x' }, list: [1, { b: 2 }] },
    ],
    ['nothing to take', {}, {}],
  ])('%s', (_case, copy, expected) => {
    const before = structuredClone(copy);
    expect(restoredData(copy)).toEqual(expected);
    expect(copy).toEqual(before);
  });

  it('is the inverse of adding the marks', () => {
    const doc = { Name: 'Casa', Precio: 12.5, Fecha: '2026-01-01', ImgArray: ['a.png'] };
    expect(restoredData({ ...doc, ...deletedMarks('u', 't', 'p') })).toEqual(doc);
  });
});

describe('recordName', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['a Name', { Name: 'Reforma de cocina' }, 'Reforma de cocina'],
    ['a blank Name', { Name: '   ' }, null],
    ['an empty Name', { Name: '' }, null],
    ['a number', { Name: 12 }, null],
    ['no Name', { Titulo: 'x' }, null],
  ])('%s', (_case, doc, expected) => {
    expect(recordName(doc)).toBe(expected);
  });
});
