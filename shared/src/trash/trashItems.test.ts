import { describe, expect, it } from 'vitest';
import { trashItems } from './trashItems';

const p = (id: string, fields: Record<string, unknown> = {}) => ({ FireId: id, ...fields });

describe('trashItems', () => {
  it('counts the journals a project took along and lists only the others on their own', () => {
    const items = trashItems(
      [p('p1', { Name: 'Casa', deletedBy: 'u1', deletedAt: '2026-03-01T10:00:00.000Z' })],
      [
        p('j1', {
          ProjectId: 'p1',
          deletedWith: 'p1',
          deletedBy: 'u1',
          deletedAt: '2026-03-01T10:00:00.000Z',
        }),
        p('j2', {
          ProjectId: 'p1',
          deletedWith: 'p1',
          deletedBy: 'u1',
          deletedAt: '2026-03-01T10:00:00.000Z',
        }),
        p('j3', { ProjectId: 'p1', Name: 'Visita', deletedBy: 'u2', deletedAt: '2026-03-01T09:00:00.000Z' }),
      ],
    );
    expect(
      items.map(({ id, role, journals, name, projectId }) => ({ id, role, journals, name, projectId })),
    ).toEqual([
      { id: 'p1', role: 'main', journals: 2, name: 'Casa', projectId: null },
      { id: 'j3', role: 'secondary', journals: 0, name: 'Visita', projectId: 'p1' },
    ]);
  });

  it('lists a journal on its own when the project it went with is no longer in the trash', () => {
    const items = trashItems([], [p('j1', { ProjectId: 'p1', deletedWith: 'p1' })]);
    expect(items.map((item) => [item.id, item.role])).toEqual([['j1', 'secondary']]);
  });

  it.each<[string, Record<string, unknown>, string | null, string | null]>([
    [
      'a delete',
      { deletedBy: 'u1', deletedAt: '2026-03-01T10:00:00.000Z' },
      'u1',
      '2026-03-01T10:00:00.000Z',
    ],
    ['an old copy without time', { deletedBy: 'u1' }, 'u1', null],
    ['a move into the trash', { movedBy: 'u3' }, 'u3', null],
    ['nothing recorded', {}, null, null],
    ['marks of the wrong type', { deletedBy: 7, deletedAt: 1 }, null, null],
  ])('who and when: %s', (_case, marks, by, at) => {
    const [item] = trashItems([p('x', marks)], []);
    expect([item?.deletedBy, item?.deletedAt]).toEqual([by, at]);
  });

  it('puts the newest delete first, copies without a time last, ties by id', () => {
    const items = trashItems(
      [
        p('old', { deletedAt: '2026-01-01T00:00:00.000Z' }),
        p('untimed-b'),
        p('new', { deletedAt: '2026-03-01T00:00:00.000Z' }),
        p('untimed-a'),
      ],
      [p('mid', { deletedAt: '2026-02-01T00:00:00.000Z' })],
    );
    expect(items.map((item) => item.id)).toEqual(['new', 'mid', 'old', 'untimed-a', 'untimed-b']);
  });

  it('is empty for an empty trash', () => {
    expect(trashItems([], [])).toEqual([]);
  });
});
