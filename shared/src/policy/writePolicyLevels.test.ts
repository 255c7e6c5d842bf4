import { describe, expect, it } from 'vitest';
import { clientWriteRank, staffWriteLevel, writeLevel, writeRank } from './writeLevels';
import { canWrite, mayWriteIn, type WriteActor, type WriteKind, writeActionOf } from './writePolicy';
import {
  admin,
  area,
  client,
  clientAtLvl50,
  coordinator,
  employee,
  manager,
  mine,
  noContact,
  type Row,
  t,
  theirs,
} from './writePolicy.fixtures';

const kinds: WriteKind[] = ['create', 'merge', 'replace', 'delete'];
/** The facts of a write of `kind` on `doc` (before and/or after as the kind has them). */
const on = (kind: WriteKind, doc: Record<string, unknown> = {}) =>
  kind === 'create'
    ? { kind, after: doc }
    : kind === 'delete'
      ? { kind, before: doc }
      : { kind, before: doc, after: doc };

describe('write rank and levels', () => {
  it.each<[string, WriteActor, number]>([
    ['an employee: their lvl', employee, 0],
    ['a coordinator: their lvl', coordinator, 10],
    ['a client: below every staff member', client, clientWriteRank],
    ['a client with lvl 50: still a client', clientAtLvl50, clientWriteRank],
    ['no contact Rol: their lvl', noContact, 0],
    ['a Rol other than Cliente: their lvl', { uid: 'u', lvl: 7, rol: 'Operario' }, 7],
  ])('%s', (_case, actor, rank) => {
    expect(writeRank(actor)).toBe(rank);
  });

  it('a client ranks below the staff default', () => {
    expect(clientWriteRank).toBeLessThan(staffWriteLevel);
    expect(staffWriteLevel).toBe(0);
  });

  it.each([
    ['create', { lvlCreate: 10, lvlEdit: 50, lvlDelete: 100 }, 10],
    ['edit', { lvlCreate: 10, lvlEdit: 50, lvlDelete: 100 }, 50],
    ['delete', { lvlCreate: 10, lvlEdit: 50, lvlDelete: 100 }, 100],
    ['create', {}, 0],
    ['edit', {}, 0],
    ['delete', {}, 0],
    ['create', { lvlCreate: -1 }, -1],
  ] as const)('%s in %o needs %s', (action, def, level) => {
    expect(writeLevel(def, action)).toBe(level);
  });

  it.each([
    ['create', 'create'],
    ['merge', 'edit'],
    ['replace', 'edit'],
    ['delete', 'delete'],
  ] as const)('a %s is governed by the %s level', (kind, action) => {
    expect(writeActionOf(kind)).toBe(action);
  });
});

describe('clients write only what they own (defect: a client edited, created, moved and deleted projects)', () => {
  it.each<Row>([
    ...kinds.map((kind): Row => [`client ${kind} on proyectos`, client, t('proyectos', on(kind)), false]),
    ...kinds.map((kind): Row => [`client ${kind} on diarios`, client, t('diarios', on(kind)), false]),
    ...kinds.map((kind): Row => [`employee ${kind} on proyectos`, employee, t('proyectos', on(kind)), true]),
    ...kinds.map((kind): Row => [`employee ${kind} on diarios`, employee, t('diarios', on(kind)), true]),
    ...kinds.map((kind): Row => [`admin ${kind} on proyectos`, admin, t('proyectos', on(kind)), true]),
    ...kinds.map(
      (kind): Row => [
        `client with lvl 50 ${kind} on proyectos`,
        clientAtLvl50,
        t('proyectos', on(kind)),
        false,
      ],
    ),
    ...kinds.map(
      (kind): Row => [
        `client ${kind} of an owned incidencia`,
        client,
        t('incidencias', on(kind, mine)),
        true,
      ],
    ),
    ...kinds.map(
      (kind): Row => [
        `client ${kind} of another's incidencia`,
        client,
        t('incidencias', on(kind, theirs)),
        false,
      ],
    ),
    [
      'client moves a project out (the delete in the source)',
      client,
      t('proyectos', { kind: 'delete', before: { Name: 'x' } }),
      false,
    ],
    [
      'client moves into proyectos (the create in the target)',
      client,
      t('proyectos', { kind: 'create', after: { Name: 'x' } }),
      false,
    ],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('each write level governs its own writes (tiered: create 10, edit 50, delete 100, owners)', () => {
  const stranger = { owners: ['c-nobody'] };
  it.each<Row>([
    ['employee creates an unowned one', employee, t('tiered', on('create', stranger)), false],
    ['coordinator creates', coordinator, t('tiered', on('create', stranger)), true],
    ['coordinator merges', coordinator, t('tiered', on('merge', stranger)), false],
    ['coordinator replaces', coordinator, t('tiered', on('replace', stranger)), false],
    ['manager merges', manager, t('tiered', on('merge', stranger)), true],
    ['manager replaces', manager, t('tiered', on('replace', stranger)), true],
    ['manager deletes', manager, t('tiered', on('delete', stranger)), false],
    ['admin deletes', admin, t('tiered', on('delete', stranger)), true],
    ['employee creates a note', employee, t('tieredNotes', { kind: 'create', after: {} }), false],
    ['coordinator creates a note', coordinator, t('tieredNotes', { kind: 'create', after: {} }), true],
    ['coordinator edits a note', coordinator, t('tieredNotes', on('merge')), false],
    ['manager deletes a note', manager, t('tieredNotes', on('delete')), false],
    // Below the levels, the owner rule: owned before and after.
    ['employee creates one they own', employee, t('tiered', on('create', { owners: ['c-emp'] })), true],
    ['employee edits one they own', employee, t('tiered', on('merge', { owners: ['c-emp'] })), true],
    ['employee deletes one they own', employee, t('tiered', on('delete', { owners: ['c-emp'] })), true],
    ['employee edits one of others', employee, t('tiered', on('merge', stranger)), false],
    [
      'coordinator gives one they own away',
      coordinator,
      t('tiered', { kind: 'merge', before: { owners: ['c-coord'] }, after: stranger }),
      false,
    ],
    [
      'coordinator claims one of others',
      coordinator,
      t('tiered', { kind: 'merge', before: stranger, after: { owners: ['c-coord'] } }),
      false,
    ],
    [
      'employee writes a note of their project',
      employee,
      t('tieredNotes', {
        ...on('merge'),
        beforeParent: { owners: ['c-emp'] },
        afterParent: { owners: ['c-emp'] },
      }),
      true,
    ],
    [
      'employee moves a note of their project to another',
      employee,
      t('tieredNotes', { ...on('merge'), beforeParent: { owners: ['c-emp'] }, afterParent: stranger }),
      false,
    ],
    [
      'an owner field in the document itself is no parent',
      employee,
      t('tiered', {
        ...on('merge', stranger),
        beforeParent: { owners: ['c-emp'] },
        afterParent: { owners: ['c-emp'] },
      }),
      false,
    ],
    ['a write with neither before nor after', employee, t('tiered', { kind: 'merge' }), false],
    ['a client creates one they own', client, t('tiered', on('create', mine)), true],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('a level below the staff default lets clients in (forms: create −1, edit 0, delete 10)', () => {
  it.each<Row>([
    ['client creates', client, t('forms', on('create')), true],
    ['client edits', client, t('forms', on('merge')), false],
    ['employee edits', employee, t('forms', on('merge')), true],
    ['employee deletes', employee, t('forms', on('delete')), false],
    ['coordinator deletes', coordinator, t('forms', on('delete')), true],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('a write level does not open what the caller cannot see', () => {
  it.each<Row>([
    ['lvlView 50, coordinator creates (levels 0)', coordinator, t('secret', on('create')), false],
    ['lvlView 50, manager creates', manager, t('secret', on('create')), true],
    [
      'lvlView 50 with owners, employee edits another',
      employee,
      t('incidencias', on('merge', theirs)),
      false,
    ],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('mayWriteIn with write levels', () => {
  it.each<[string, WriteActor, boolean]>([
    ['proyectos', client, false],
    ['diarios', client, false],
    ['proyectos', clientAtLvl50, false],
    ['proyectos', employee, true],
    ['incidencias', client, true],
    ['seguimientos', client, true],
    // tiered: the lowest level (create 10) decides; owners may always try.
    ['tiered', coordinator, true],
    ['tiered', employee, true],
    ['tiered', noContact, false],
    ['tiered', { uid: 'u', lvl: 9, contactId: null }, false],
    ['tiered', { uid: 'u', lvl: 10, contactId: null }, true],
    ['forms', client, true],
    ['forms', { ...client, contactId: null }, true],
    ['secret', { uid: 'u', lvl: 100, rol: 'Cliente' }, false],
  ])('%s for %o', (collection, actor, expected) => {
    expect(mayWriteIn(actor, area(collection))).toBe(expected);
  });
});
