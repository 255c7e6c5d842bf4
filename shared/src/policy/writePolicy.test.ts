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

describe('deleted copies: only via delete/move or restore, purged by the trash audience, else level 100', () => {
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
    [
      'purge by lvl 0 at delete level 0',
      employee,
      t('proyectosDeleted', { kind: 'delete', before: {} }),
      true,
    ],
    [
      'purge of journals at delete level 0',
      employee,
      t('diariosDeleted', { kind: 'delete', before: {} }),
      true,
    ],
    ['purge by a client', client, t('proyectosDeleted', { kind: 'delete', before: {} }), false],
    ['purge by admin', admin, t('proyectosDeleted', { kind: 'delete', before: {} }), true],
    [
      "purge of a fixed collection's copy by lvl 0",
      employee,
      t('widgetsDeleted', { kind: 'delete', before: {} }),
      false,
    ],
    [
      "purge of a fixed collection's copy by admin",
      admin,
      t('widgetsDeleted', { kind: 'delete', before: {} }),
      true,
    ],
    ['purge below lvlView', coordinator, t('incidenciasDeleted', { kind: 'delete', before: {} }), false],
    ['purge at lvlView 50', manager, t('incidenciasDeleted', { kind: 'delete', before: {} }), true],
    ['purge below lvlDelete 100', manager, t('tieredDeleted', { kind: 'delete', before: {} }), false],
    [
      'purge of an owned copy by its owner',
      client,
      t('incidenciasDeleted', { kind: 'delete', before: mine }),
      false,
    ],
    [
      'edit of a copy by lvl 0',
      employee,
      t('proyectosDeleted', { kind: 'merge', before: {}, after: {} }),
      false,
    ],
    ['removal by a restore', client, t('incidenciasDeleted', { kind: 'delete', viaRestore: true }), true],
    [
      'restore flag never writes a copy',
      employee,
      t('tieredDeleted', { kind: 'create', after: {}, viaRestore: true }),
      false,
    ],
    [
      'removal flag never deletes (below the trash level)',
      employee,
      t('tieredNotesDeleted', { kind: 'delete', viaRemoval: true }),
      false,
    ],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('a restore is judged as the delete it takes back (the delete level, or the owner rule)', () => {
  it.each<Row>([
    ['at lvlDelete 100 by admin', admin, t('tiered', { kind: 'create', after: {}, viaRestore: true }), true],
    [
      'at lvlDelete 100 by a coordinator who may create',
      coordinator,
      t('tiered', { kind: 'create', after: {}, viaRestore: true }),
      false,
    ],
    ['the same create, not a restore', coordinator, t('tiered', { kind: 'create', after: {} }), true],
    [
      'an owner restores theirs',
      client,
      t('incidencias', { kind: 'create', after: mine, viaRestore: true }),
      true,
    ],
    [
      'an owner restores another one',
      client,
      t('incidencias', { kind: 'create', after: theirs, viaRestore: true }),
      false,
    ],
    ['client form: clients create', client, t('forms', { kind: 'create', after: {} }), true],
    [
      'client form: a client cannot restore (delete level 10)',
      client,
      t('forms', { kind: 'create', after: {}, viaRestore: true }),
      false,
    ],
    [
      'client form: a coordinator restores',
      coordinator,
      t('forms', { kind: 'create', after: {}, viaRestore: true }),
      true,
    ],
    [
      'a merge is never judged by the delete level',
      coordinator,
      t('tiered', { kind: 'merge', before: {}, after: {}, viaRestore: true }),
      false,
    ],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});
