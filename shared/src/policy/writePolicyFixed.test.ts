import { describe, expect, it } from 'vitest';
import { canWrite, mayWriteIn, type WriteActor, type WriteTarget } from './writePolicy';
import {
  admin,
  area,
  client,
  coordinator,
  employee,
  manager,
  noContact,
  type Row,
  t,
} from './writePolicy.fixtures';

/** A write staged by one of the agenda's own commands (contact.*). */
const c = (collection: string, rest: Omit<WriteTarget, 'area'>) =>
  t(collection, { ...rest, byContactCommand: true });

describe('fixed collections', () => {
  const ownContact = { LoginID: 'u-emp', Name: 'Eva' };
  const thread = { participants: ['u-emp', 'u-admin'] };
  const myTask = { to: 'u-emp', completed: false };
  it.each<Row>([
    ...['widgets', 'colors', 'packs'].flatMap((c): Row[] => [
      [`${c} by admin`, admin, t(c, { kind: 'merge', before: {}, after: {} }), true],
      [`${c} by manager`, manager, t(c, { kind: 'merge', before: {}, after: {} }), false],
    ]),
    ['agenda: others at agendaViewLvl', coordinator, c('agenda', { kind: 'create', after: {} }), true],
    ['agenda: others below agendaViewLvl', employee, c('agenda', { kind: 'create', after: {} }), false],
    [
      'agenda: company agendaViewLvl 50',
      coordinator,
      c('agenda', { kind: 'create', after: {}, agendaViewLvl: 50 }),
      false,
    ],
    [
      'agenda: merge own language',
      employee,
      c('agenda', { kind: 'merge', before: ownContact, changed: ['lenguage'] }),
      true,
    ],
    [
      'agenda: merge own Rol',
      employee,
      c('agenda', { kind: 'merge', before: ownContact, changed: ['lenguage', 'Rol'] }),
      false,
    ],
    [
      'agenda: clear own forceReset',
      employee,
      c('agenda', { kind: 'merge', before: ownContact, changed: ['forceReset'] }),
      false,
    ],
    ['agenda: replace own', employee, c('agenda', { kind: 'replace', before: ownContact }), false],
    [
      "agenda: merge someone else's",
      client,
      c('agenda', { kind: 'merge', before: ownContact, changed: ['Name'] }),
      false,
    ],
    [
      'messages: participant writes',
      employee,
      t('messages', { kind: 'merge', before: thread, after: thread }),
      true,
    ],
    ['messages: new thread with me', employee, t('messages', { kind: 'create', after: thread }), true],
    ['messages: new thread without me', client, t('messages', { kind: 'create', after: thread }), false],
    [
      'messages: not a participant, even admin',
      manager,
      t('messages', { kind: 'delete', before: thread }),
      false,
    ],
    [
      'messages: removing myself',
      employee,
      t('messages', { kind: 'merge', before: thread, after: { participants: ['u-admin'] } }),
      false,
    ],
    ['tasks: coordinator creates', coordinator, t('tasksMessages', { kind: 'create', after: {} }), true],
    ['tasks: lvl 0 creates', employee, t('tasksMessages', { kind: 'create', after: myTask }), false],
    [
      'tasks: own, completed',
      employee,
      t('tasksMessages', { kind: 'merge', before: myTask, changed: ['completed'] }),
      true,
    ],
    [
      'tasks: own, recibed and completed',
      employee,
      t('tasksMessages', { kind: 'merge', before: myTask, changed: ['recibed', 'completed'] }),
      true,
    ],
    [
      'tasks: own, title',
      employee,
      t('tasksMessages', { kind: 'merge', before: myTask, changed: ['completed', 'title'] }),
      false,
    ],
    [
      "tasks: someone else's",
      client,
      t('tasksMessages', { kind: 'merge', before: myTask, changed: ['completed'] }),
      false,
    ],
    ['tasks: own, delete', employee, t('tasksMessages', { kind: 'delete', before: myTask }), false],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('agenda: only through the contact commands', () => {
  const adminContact = { LoginID: 'u-admin', Name: 'Lucía' };
  const ownContact = { LoginID: 'u-emp', Name: 'Eva' };
  it.each<Row>([
    [
      'merge disabled+forceReset onto the admin by a coordinator',
      coordinator,
      t('agenda', { kind: 'merge', before: adminContact, changed: ['disabled', 'forceReset'] }),
      false,
    ],
    ["delete the admin's contact", coordinator, t('agenda', { kind: 'delete', before: adminContact }), false],
    ['replace a contact, even by admin', admin, t('agenda', { kind: 'replace', before: ownContact }), false],
    ['create a contact, even by admin', admin, t('agenda', { kind: 'create', after: {} }), false],
    [
      'merge own language',
      employee,
      t('agenda', { kind: 'merge', before: ownContact, changed: ['lenguage'] }),
      false,
    ],
    [
      'a document command claiming byContactCommand false',
      admin,
      t('agenda', { kind: 'merge', before: ownContact, changed: ['Name'], byContactCommand: false }),
      false,
    ],
    [
      'the agendaDeleted copy of a contact.delete',
      coordinator,
      t('agendaDeleted', { kind: 'create', after: {}, viaRemoval: true }),
      true,
    ],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('unknown collections: level 100 only', () => {
  it.each<Row>([
    ['admin', admin, t('anything', { kind: 'create', after: {} }), true],
    ['manager', manager, t('anything', { kind: 'create', after: {} }), false],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('mayWriteIn (before any document is read)', () => {
  it.each<[string, WriteActor, boolean]>([
    ['logs', admin, false],
    ['meta', admin, false],
    ['other', admin, true],
    ['other', manager, false],
    ['proyectosDeleted', admin, true],
    ['proyectosDeleted', manager, false],
    ['proyectos', employee, true],
    ['secret', coordinator, false],
    ['secret', manager, true],
    ['incidencias', client, true],
    ['incidencias', noContact, false],
    ['widgets', manager, false],
    ['widgets', admin, true],
    ['agenda', client, false],
    ['agenda', admin, false],
    ['messages', client, true],
    ['tasksMessages', client, true],
  ])('%s for lvl %o', (collection, actor, expected) => {
    expect(mayWriteIn(actor, area(collection))).toBe(expected);
  });
});
