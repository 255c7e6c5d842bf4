import { describe, expect, it } from 'vitest';
import type { WidgetPlace } from '../schemas/widget';
import { type CurrentCollectionRef, dataCollectionFor, findCurrentCollection } from './dataAlias';

const proyectos: CurrentCollectionRef = {
  key: 'proyectos',
  mainCollection: 'proyectos',
  secondaryCollection: 'diarios',
};
const obras: CurrentCollectionRef = { key: 'obras', mainCollection: 'obras' };

describe('dataCollectionFor', () => {
  it.each<[CurrentCollectionRef, WidgetPlace | undefined, string | null]>([
    [proyectos, undefined, 'proyectos'],
    [proyectos, 'company', 'proyectos'],
    [proyectos, 'public', 'proyectos'],
    [proyectos, 'project', 'proyectos'],
    [proyectos, 'journal', 'diarios'],
    [obras, 'project', 'obras'],
    [obras, 'journal', null],
  ])('%o on %s → %s', (current, place, expected) => {
    expect(dataCollectionFor(current, place)).toBe(expected);
  });
});

describe('findCurrentCollection', () => {
  it.each<[string | undefined, CurrentCollectionRef | null]>([
    ['proyectos', proyectos],
    ['obras', obras],
    ['nope', null],
    [undefined, null],
    ['', null],
  ])('%s', (key, expected) => {
    expect(findCurrentCollection([proyectos, obras], key)).toBe(expected);
  });
});
