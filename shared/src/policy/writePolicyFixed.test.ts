import { describe, expect, it } from 'vitest';
import { canWrite, isContactCommandType, mayWriteIn, type WriteActor, type WriteTarget } from './writePolicy';
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
      'agenda: merge own LoginID (re-address the account)',
      employee,
      c('agenda', { kind: 'merge', before: ownContact, changed: ['LoginID'] }),
      false,
    ],
    [
      'agenda: merge own disabled',
      employee,
      c('agenda', { kind: 'merge', before: ownContact, changed: ['disabled'] }),
      false,
    ],
    [
      'agenda: merge own, no fields named',
      employee,
      c('agenda', { kind: 'merge', before: ownContact }),
      true,
    ],
    [
      'agenda: merge of no contact below agendaViewLvl',
      employee,
      c('agenda', { kind: 'merge', changed: ['Name'] }),
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
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('messages and tasks: no generic write below level 100 (defect: forged chat messages)', () => {
  const thread = {
    participants: ['u-emp', 'u-admin'],
    msjArray: [{ key: 'k1', from: 'u-admin', body: 'Sí, lo apruebo.' }],
  };
  const forged = {
    ...thread,
    msjArray: [...thread.msjArray, { key: 'k2', from: 'u-admin', body: 'Pagad ya' }],
  };
  const myTask = { to: 'u-emp', completed: false };
  it.each<Row>([
    [
      'a participant posts as the admin',
      employee,
      t('messages', { kind: 'merge', before: thread, after: forged }),
      false,
    ],
    [
      "a participant rewrites the admin's message",
      employee,
      t('messages', { kind: 'replace', before: thread, after: { ...thread, msjArray: [] } }),
      false,
    ],
    [
      'a participant adds participants',
      employee,
      t('messages', {
        kind: 'merge',
        before: thread,
        after: { ...thread, participants: [...thread.participants, 'u-client'] },
      }),
      false,
    ],
    [
      'a client starts a thread with themselves in it',
      client,
      t('messages', { kind: 'create', after: { participants: ['u-client', 'u-admin'] } }),
      false,
    ],
    [
      'a participant manager deletes a thread',
      manager,
      t('messages', { kind: 'delete', before: { participants: ['u-manager'] } }),
      false,
    ],
    [
      'the admin repairs a thread',
      admin,
      t('messages', { kind: 'merge', before: thread, after: forged }),
      true,
    ],
    [
      'a coordinator creates a task',
      coordinator,
      t('tasksMessages', { kind: 'create', after: myTask }),
      false,
    ],
    ['a manager creates a task', manager, t('tasksMessages', { kind: 'create', after: myTask }), false],
    [
      'the recipient completes their task',
      employee,
      t('tasksMessages', { kind: 'merge', before: myTask, changed: ['completed'] }),
      false,
    ],
    ['the admin creates a task', admin, t('tasksMessages', { kind: 'create', after: myTask }), true],
  ])('%s -> %s', (_case, actor, target, expected) => {
    expect(canWrite(actor, target)).toBe(expected);
  });
});

describe('messages through the chat commands (byOwnCommand)', () => {
  const thread = {
    participants: ['u-emp', 'u-admin'],
    msjArray: [{ key: 'k1', from: 'u-admin', body: 'Hola' }],
  };
  const chat = (rest: Omit<WriteTarget, 'area'>) => t('messages', { ...rest, byOwnCommand: true });
  it.each<Row>([
    ['a participant sends', employee, chat({ kind: 'merge', before: thread, after: thread }), true],
    ['an outsider sends', client, chat({ kind: 'merge', before: thread, after: thread }), false],
    [
      'an outsider adds themselves',
      client,
      chat({ kind: 'merge', before: thread, after: { ...thread, participants: ['u-emp', 'u-client'] } }),
      false,
    ],
    ['a write with no thread at all', client, chat({ kind: 'create', after: null }), false],
    [
      'a starter in the new thread',
      client,
      chat({ kind: 'create', after: { participants: ['u-client'] } }),
      true,
    ],
    [
      'a starter not in the new thread',
      client,
      chat({ kind: 'create', after: { participants: ['u-emp'] } }),
      false,
    ],
    [
      'a participant leaves',
      employee,
      chat({ kind: 'merge', before: thread, after: { participants: ['u-admin'] } }),
      true,
    ],
    ['a participant deletes the thread', employee, chat({ kind: 'delete', before: thread }), false],
    ['a manager outside the thread', manager, chat({ kind: 'merge', before: thread, after: thread }), false],
    ['the admin, any thread', admin, chat({ kind: 'delete', before: thread }), true],
    [
      'a generic write by a participant',
      employee,
      t('messages', { kind: 'merge', before: thread, after: thread }),
      false,
    ],
    [
      'the flag does not open tasks',
      employee,
      t('tasksMessages', { kind: 'create', after: { to: 'u-emp' }, byOwnCommand: true }),
      false,
    ],
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
    [
      'manager claiming a removal copy',
      manager,
      t('anything', { kind: 'create', after: {}, viaRemoval: true }),
      false,
    ],
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
    ['messages', client, false],
    ['messages', manager, false],
    ['messages', admin, true],
    ['tasksMessages', client, false],
    ['tasksMessages', coordinator, false],
    ['tasksMessages', admin, true],
  ])('%s for lvl %o', (collection, actor, expected) => {
    expect(mayWriteIn(actor, area(collection))).toBe(expected);
  });
});

describe('the commands that may write the agenda', () => {
  it.each([
    ['contact.update', true],
    ['contact.delete', true],
    ['document.merge', false],
    ['document.contact.', false],
    ['Contact.update', false],
  ])('%s -> %s', (type, expected) => {
    expect(isContactCommandType(type)).toBe(expected);
  });
});
