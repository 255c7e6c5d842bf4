import type { PublicCollection } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { moveCommand } from './moveProject';

const collection = (key: string, secondary?: string): PublicCollection => ({
  key,
  name: key,
  mainCollection: key,
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

describe('moveCommand', () => {
  it('moves a project with its journals in one project.deleteData', () => {
    expect(moveCommand(proyectos, incidencias, 'p-1')).toEqual({
      type: 'project.deleteData',
      payload: { collKey: 'proyectos', projectId: 'p-1', to: 'incidencias' },
    });
  });

  it('moves a document of a collection without journals alone', () => {
    expect(moveCommand(obras, proyectos, 'o-1')).toEqual({
      type: 'document.move',
      payload: { collection: 'obras', docId: 'o-1', to: 'proyectos' },
    });
  });
});
