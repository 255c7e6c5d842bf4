import { describe, expect, it } from 'vitest';
import { areaKey, type CollectionArea, collectionArea, type WriteDefinition } from './writePolicyArea';

const proyectos: WriteDefinition = {
  key: 'proyectos',
  mainCollection: 'proyectos',
  secondaryCollection: 'diarios',
  lvlView: 0,
};
const incidencias: WriteDefinition = {
  key: 'incidencias',
  mainCollection: 'incidencias',
  secondaryCollection: 'seguimientos',
  ownerField: 'owners',
  lvlView: 50,
};
/** A tenant definition trying to take over fixed and system names. */
const greedy: WriteDefinition = { key: 'greedy', mainCollection: 'logs', secondaryCollection: 'widgets' };
const defs = [proyectos, incidencias, greedy];

describe('collectionArea', () => {
  it.each<[string, CollectionArea]>([
    ['logs', { kind: 'system' }],
    ['commands', { kind: 'system' }],
    ['meta', { kind: 'system' }],
    ['widgets', { kind: 'fixed', name: 'widgets' }],
    ['colors', { kind: 'fixed', name: 'colors' }],
    ['packs', { kind: 'fixed', name: 'packs' }],
    ['agenda', { kind: 'fixed', name: 'agenda' }],
    ['messages', { kind: 'fixed', name: 'messages' }],
    ['tasksMessages', { kind: 'fixed', name: 'tasksMessages' }],
    ['proyectos', { kind: 'company', definition: proyectos, role: 'main' }],
    ['diarios', { kind: 'company', definition: proyectos, role: 'secondary' }],
    ['seguimientos', { kind: 'company', definition: incidencias, role: 'secondary' }],
    [
      'proyectosDeleted',
      {
        kind: 'deletedCopy',
        of: 'proyectos',
        original: { kind: 'company', definition: proyectos, role: 'main' },
      },
    ],
    ['widgetsDeleted', { kind: 'deletedCopy', of: 'widgets', original: { kind: 'fixed', name: 'widgets' } }],
    ['logsDeleted', { kind: 'deletedCopy', of: 'logs', original: { kind: 'system' } }],
    ['Deleted', { kind: 'unknown' }],
    // As long as "proyectosDeleted", but not ending in the suffix.
    ['proyectos1234567', { kind: 'unknown' }],
    ['otherDeleted', { kind: 'unknown' }],
    ['other', { kind: 'unknown' }],
    ['Proyectos', { kind: 'unknown' }],
  ])('%s', (collection, expected) => {
    expect(collectionArea(collection, defs)).toEqual(expected);
  });

  it('a copy of a copy is still a deleted copy (of the copy)', () => {
    const area = collectionArea('diariosDeletedDeleted', defs);
    expect(area.kind).toBe('deletedCopy');
    expect(areaKey(area)).toBe('proyectos');
  });
});

describe('areaKey (log entry key)', () => {
  it.each([
    ['proyectos', 'proyectos'],
    ['seguimientos', 'incidencias'],
    ['incidenciasDeleted', 'incidencias'],
    ['widgets', undefined],
    ['other', undefined],
  ])('%s -> %s', (collection, key) => {
    expect(areaKey(collectionArea(collection, defs))).toBe(key);
  });
});
