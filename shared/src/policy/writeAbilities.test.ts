import { describe, expect, it } from 'vitest';
import {
  canCreateIn,
  canDeleteDocument,
  canEditDocument,
  canMoveDocument,
  withOwner,
} from './writeAbilities';
import type { WriteActor } from './writePolicy';
import {
  admin,
  client,
  coordinator,
  defs,
  employee,
  manager,
  mine,
  noContact,
  theirs,
} from './writePolicy.fixtures';
import type { WriteDefinition } from './writePolicyArea';

const def = (key: string): WriteDefinition => {
  const found = defs.find((d) => d.key === key);
  if (!found) throw new Error(key);
  return found;
};
const proyectos = def('proyectos');
const incidencias = def('incidencias');
const tiered = def('tiered');
const forms = def('forms');

describe('withOwner (what a create screen sends)', () => {
  it.each<[string, Record<string, unknown>, WriteDefinition, WriteActor, Record<string, unknown>]>([
    [
      'a client creating an incidencia owns it',
      { Name: 'x' },
      incidencias,
      client,
      { Name: 'x', owners: ['c-client'] },
    ],
    ['existing owners are kept', { owners: ['c-2'] }, incidencias, client, { owners: ['c-2', 'c-client'] }],
    ['already owner', { owners: ['c-client'] }, incidencias, client, { owners: ['c-client'] }],
    [
      'a manager sees all and reaches the level: unchanged',
      { Name: 'x' },
      incidencias,
      manager,
      { Name: 'x' },
    ],
    ['no owner field: unchanged', { Name: 'x' }, proyectos, client, { Name: 'x' }],
    ['no contact: unchanged', { Name: 'x' }, incidencias, noContact, { Name: 'x' }],
    [
      'sees all but below lvlCreate: owns it',
      { Name: 'x' },
      tiered,
      employee,
      { Name: 'x', owners: ['c-emp'] },
    ],
    ['at lvlCreate: unchanged', { Name: 'x' }, tiered, coordinator, { Name: 'x' }],
    [
      'an owner field that is no array starts afresh',
      { owners: 'c-2' },
      incidencias,
      client,
      { owners: ['c-client'] },
    ],
  ])('%s', (_case, data, collection, actor, expected) => {
    expect(withOwner(data, collection, actor)).toEqual(expected);
  });
});

describe('the data screens ask the server rule', () => {
  const project = { Name: 'P' };
  it.each<[string, boolean, boolean]>([
    ['client: create in proyectos', canCreateIn(client, proyectos), false],
    ['client: create a journal in proyectos', canCreateIn(client, proyectos, project), false],
    ['client: edit a project', canEditDocument(client, proyectos, project), false],
    ['client: delete a project', canDeleteDocument(client, proyectos, project), false],
    ['client: edit a journal', canEditDocument(client, proyectos, {}, project), false],
    ['client: move a project', canMoveDocument(client, proyectos, incidencias, project), false],
    ['employee: create in proyectos', canCreateIn(employee, proyectos), true],
    ['employee: edit a project', canEditDocument(employee, proyectos, project), true],
    ['employee: delete a journal', canDeleteDocument(employee, proyectos, {}, project), true],
    [
      'admin: create, edit, delete',
      canCreateIn(admin, proyectos) &&
        canEditDocument(admin, proyectos, project) &&
        canDeleteDocument(admin, proyectos, project),
      true,
    ],
    ['client: create an incidencia (owned)', canCreateIn(client, incidencias), true],
    ['client: edit their incidencia', canEditDocument(client, incidencias, mine), true],
    ['client: edit another incidencia', canEditDocument(client, incidencias, theirs), false],
    ['client: delete their incidencia', canDeleteDocument(client, incidencias, mine), true],
    ['client: a follow-up of their incidencia', canCreateIn(client, incidencias, mine), true],
    ['client: a follow-up of another', canCreateIn(client, incidencias, theirs), false],
    ['client: edit a follow-up of their incidencia', canEditDocument(client, incidencias, {}, mine), true],
    ['client without a contact: create an incidencia', canCreateIn(noContact, incidencias), false],
    ['employee: create in tiered (owned)', canCreateIn(employee, tiered), true],
    ['employee: a note in a tiered project of others', canCreateIn(employee, tiered, theirs), false],
    ['coordinator: edit in tiered', canEditDocument(coordinator, tiered, theirs), false],
    ['client: create in forms', canCreateIn(client, forms), true],
    ['client: edit in forms', canEditDocument(client, forms, {}), false],
    ['employee: move a project into forms', canMoveDocument(employee, proyectos, forms, project), true],
    ['employee: move out of forms (delete 10)', canMoveDocument(employee, forms, proyectos, project), false],
    ['coordinator: move out of forms', canMoveDocument(coordinator, forms, proyectos, project), true],
    [
      'employee: move a project into tiered (create 10, not owned)',
      canMoveDocument(employee, proyectos, tiered, theirs),
      false,
    ],
    [
      'employee: move a project of theirs into tiered',
      canMoveDocument(employee, proyectos, tiered, { owners: ['c-emp'] }),
      true,
    ],
    [
      'manager: move their incidencia into proyectos',
      canMoveDocument(manager, incidencias, proyectos, theirs),
      true,
    ],
  ])('%s -> %s', (_case, answer, expected) => {
    expect(answer).toBe(expected);
  });
});
