import type { PublicCollection } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { moveCommand } from './moveProject';
import { type Removal, undoCommand } from './undoRemoval';

const collection = (key: string, secondary?: string): PublicCollection => ({
  key,
  name: key,
  mainCollection: `${key}Main`,
  mainSortField: 'Name',
  mainSortDir: 'asc',
  secondarySortField: 'CreatedAt',
  secondarySortDir: 'asc',
  lvlCreate: 0,
  lvlEdit: 0,
  lvlDelete: 0,
  ...(secondary ? { secondaryCollection: secondary } : {}),
});

const proyectos = collection('proyectos', 'diarios');
const incidencias = collection('incidencias', 'seguimientos');
const obras = collection('obras');

describe('undoCommand', () => {
  it.each<[string, Removal, ReturnType<typeof undoCommand>]>([
    [
      'a deleted project comes back from the trash',
      { kind: 'deleted', collection: 'proyectosMain', docId: 'p1' },
      { type: 'document.restore', payload: { collection: 'proyectosMain', docId: 'p1' } },
    ],
    [
      'a deleted journal too',
      { kind: 'deleted', collection: 'diarios', docId: 'd1' },
      { type: 'document.restore', payload: { collection: 'diarios', docId: 'd1' } },
    ],
    [
      'a project moved with its journals goes back with them',
      { kind: 'moved', from: proyectos, to: incidencias, docId: 'p1' },
      { type: 'project.deleteData', payload: { collKey: 'incidencias', projectId: 'p1', to: 'proyectos' } },
    ],
    [
      'a document without journals moves back alone, even into a collection with journals',
      { kind: 'moved', from: obras, to: proyectos, docId: 'o1' },
      { type: 'document.move', payload: { collection: 'proyectosMain', docId: 'o1', to: 'obrasMain' } },
    ],
  ])('%s', (_case, removal, expected) => {
    expect(undoCommand(removal)).toEqual(expected);
  });

  it('a move back is the forward move with the two sides swapped, when both have journals', () => {
    const back = undoCommand({ kind: 'moved', from: proyectos, to: incidencias, docId: 'p1' });
    expect(back).toEqual(moveCommand(incidencias, proyectos, 'p1'));
  });
});
