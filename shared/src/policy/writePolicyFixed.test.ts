import { describe, expect, it } from 'vitest';
import { canWrite, mayWriteIn, type WriteActor } from './writePolicy';
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

describe('fixed collections', () => {
  const ownContact = { LoginID: 'u-emp', Name: 'Eva' };
  const thread = { participants: ['u-emp', 'u-admin'] };
  const myTask = { to: 'u-emp', completed: false };
  it.each<Row>([
    ...['widgets', 'colors', 'packs'].flatMap((c): Row[] => [
      [`${c} by admin`, admin, t(c, { kind: 'merge', before: {}, after: {} }), true],
      [`${c} by manager`, manager, t(c, { kind: 'merge', before: {}, after: {} }), false],
    ]),
    ['agenda: others at agendaViewLvl', coordinator, t('agenda', { kind: 'create', after: {} }), true],
    ['agenda: others below agendaViewLvl', employee, t('agenda', { kind: 'create', after: {} }), false],
    [
      'agenda: company agendaViewLvl 50',
      coordinator,
      t('agenda', { kind: 'create', after: {}, agendaViewLvl: 50 }),
      false,
    ],
    [
      'agenda: merge own language',
      employee,
      t('agenda', { kind: 'merge', before: ownContact, changed: ['lenguage'] }),
      true,
    ],
    [
      'agenda: merge own Rol',
      employee,
      t('agenda', { kind: 'merge', before: ownContact, changed: ['lenguage', 'Rol'] }),
      false,
    ],
    [
      'agenda: clear own forceReset',
      employee,
      t('agenda', { kind: 'merge', before: ownContact, changed: ['forceReset'] }),
      false,
    ],
    ['agenda: replace own', employee, t('agenda', { kind: 'replace', before: ownContact }), false],
    [
      "agenda: merge someone else's",
      client,
      t('agenda', { kind: 'merge', before: ownContact, changed: ['Name'] }),
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
    ['agenda', client, true],
    ['messages', client, true],
    ['tasksMessages', client, true],
  ])('%s for lvl %o', (collection, actor, expected) => {
    expect(mayWriteIn(actor, area(collection))).toBe(expected);
  });
});
