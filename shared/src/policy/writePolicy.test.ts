import { describe, expect, it } from 'vitest';
import { canWrite } from './writePolicy';
import {
  admin,
  client,
  coordinator,
  employee,
  manager,
  mine,
  noContact,
  type Row,
  t,
  theirs,
} from './writePolicy.fixtures';

describe('system collections: only the runner', () => {
  it.each<Row>(
    ['logs', 'commands', 'meta'].flatMap((c): Row[] => [
      [`${c} create by admin`, admin, t(c, { kind: 'create', after: {} }), false],
      [`${c} delete by admin`, admin, t(c, { kind: 'delete', before: {} }), false],
    ]),
  )('%s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('company collections by collectionAccess', () => {
  it.each<Row>([
    ['open collection, lvl 0 creates', employee, t('proyectos', { kind: 'create', after: { a: 1 } }), true],
    ['open collection, lvl 0 deletes', employee, t('diarios', { kind: 'delete', before: {} }), true],
    ['lvlView 50, manager merges', manager, t('secret', { kind: 'merge', before: {}, after: {} }), true],
    ['lvlView 50, coordinator: none', coordinator, t('secret', { kind: 'create', after: {} }), false],
    ['owner access: create including me', client, t('incidencias', { kind: 'create', after: mine }), true],
    ['owner access: create without me', client, t('incidencias', { kind: 'create', after: theirs }), false],
    ['owner access: create without owners', client, t('incidencias', { kind: 'create', after: {} }), false],
    [
      'owner access: merge of my document',
      client,
      t('incidencias', { kind: 'merge', before: mine, after: mine }),
      true,
    ],
    [
      'owner access: merge of theirs',
      client,
      t('incidencias', { kind: 'merge', before: theirs, after: mine }),
      false,
    ],
    [
      'owner access: giving my document away',
      client,
      t('incidencias', { kind: 'replace', before: mine, after: theirs }),
      false,
    ],
    ['owner access: delete mine', client, t('incidencias', { kind: 'delete', before: mine }), true],
    ['owner access: delete theirs', client, t('incidencias', { kind: 'delete', before: theirs }), false],
    ['owner access without a contact', noContact, t('incidencias', { kind: 'create', after: mine }), false],
    [
      'owner access without a contact, on a document owned by nobody in particular',
      noContact,
      t('incidencias', { kind: 'merge', before: { owners: [null] }, after: { owners: [null] } }),
      false,
    ],
    [
      "no owner field: a document naming owners is no one's",
      client,
      t('diarios', {
        kind: 'merge',
        before: { undefined: ['c-client'] },
        after: { undefined: ['c-client'] },
      }),
      false,
    ],
    [
      'owner access: journal of my project',
      client,
      t('seguimientos', { kind: 'create', after: { ProjectId: 'i1' }, afterParent: mine }),
      true,
    ],
    [
      'owner access: journal of their project',
      client,
      t('seguimientos', { kind: 'create', after: { ProjectId: 'i2' }, afterParent: theirs }),
      false,
    ],
    [
      'owner access: moving a journal from my project to theirs',
      client,
      t('seguimientos', {
        kind: 'merge',
        before: { ProjectId: 'i1' },
        beforeParent: mine,
        after: { ProjectId: 'i2' },
        afterParent: theirs,
      }),
      false,
    ],
    [
      'owner access: journal without parent',
      client,
      t('seguimientos', { kind: 'delete', before: {} }),
      false,
    ],
    ['owner access: manager sees all', manager, t('incidencias', { kind: 'create', after: theirs }), true],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('deleted copies: only via delete/move, else level 100', () => {
  it.each<Row>([
    [
      'copy of an allowed delete',
      employee,
      t('proyectosDeleted', { kind: 'create', viaRemoval: true }),
      true,
    ],
    ['copy over an older copy', employee, t('proyectosDeleted', { kind: 'replace', viaRemoval: true }), true],
    ['direct create by lvl 0', employee, t('proyectosDeleted', { kind: 'create', after: {} }), false],
    ['direct create by manager', manager, t('proyectosDeleted', { kind: 'create', after: {} }), false],
    ['direct create by admin', admin, t('proyectosDeleted', { kind: 'create', after: {} }), true],
    ['purge by lvl 0', employee, t('proyectosDeleted', { kind: 'delete', before: {} }), false],
    ['purge by admin', admin, t('proyectosDeleted', { kind: 'delete', before: {} }), true],
    [
      'removal flag never deletes',
      employee,
      t('diariosDeleted', { kind: 'delete', viaRemoval: true }),
      false,
    ],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});
