import type { PublicCollection } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { moveChoices } from './moveChoices';

const collection = (key: string, extra: Partial<PublicCollection> = {}): PublicCollection => ({
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
  ...extra,
});

const proyectos = collection('proyectos', { secondaryCollection: 'diarios' });
const incidencias = collection('incidencias', { secondaryCollection: 'seguimientos' });
const archivo = collection('archivo', { secondaryCollection: 'archivoDiarios' });
const obras = collection('obras');
const alias = collection('otrosProyectos', { mainCollection: 'proyectos', secondaryCollection: 'diarios' });
const all = [proyectos, incidencias, archivo, obras, alias];

describe('moveChoices', () => {
  it.each<[string, PublicCollection, readonly string[], string[], [string, string][]]>([
    [
      'with journals: targets need a journals collection, and the policy must allow',
      proyectos,
      ['incidencias'],
      ['archivo'],
      [
        ['incidencias', 'notAllowed'],
        ['obras', 'noJournals'],
        ['otrosProyectos', 'sameCollection'],
      ],
    ],
    [
      'without journals: any other the policy allows',
      obras,
      [],
      ['proyectos', 'incidencias', 'archivo', 'otrosProyectos'],
      [],
    ],
    [
      'nothing allowed: every other one explained',
      obras,
      ['proyectos', 'incidencias', 'archivo', 'otrosProyectos'],
      [],
      [
        ['proyectos', 'notAllowed'],
        ['incidencias', 'notAllowed'],
        ['archivo', 'notAllowed'],
        ['otrosProyectos', 'notAllowed'],
      ],
    ],
  ])('%s', (_case, from, refused, targets, absent) => {
    const choices = moveChoices(from, all, (to) => !refused.includes(to.key));
    expect(choices.targets.map((target) => target.key)).toEqual(targets);
    expect(choices.absent.map(({ collection: c, reason }) => [c.key, reason])).toEqual(absent);
  });

  it('never lists the collection itself', () => {
    const choices = moveChoices(proyectos, [proyectos], () => true);
    expect(choices).toEqual({ targets: [], absent: [] });
  });
});
