import { describe, expect, it } from 'vitest';
import type { StoreQuery } from '../../query/storeQuery';
import type { Caller } from '../caller';
import { deletedCopyReads, fixedReadRule } from './registry';
import {
  admin,
  almostAdmin,
  client,
  company,
  coordinator,
  employee,
  kept,
  manager,
  outcome,
  q,
  read,
  staffFacts,
  visitor,
} from './rulebook.fixtures';

type Row = [string, Caller, StoreQuery, StoreQuery | string];

describe('level 100 only: logs, commands, packs', () => {
  it.each<Row>(
    ['logs', 'commands', 'packs'].flatMap((name): Row[] => [
      [`${name} by a visitor`, visitor, q(name), 'unauthenticated'],
      [`${name} at level 99`, almostAdmin, q(name), 'forbidden'],
      [`${name} by a client`, client, q(name), 'forbidden'],
      [`${name} by admin`, admin, q(name, [['user', '==', 'u-emp']]), q(name, [['user', '==', 'u-emp']])],
    ]),
  )('%s', async (_case, caller, query, expected) => {
    expect(outcome(await read(caller, query))).toEqual(expected);
  });
});

describe('deleted copies ({X}Deleted): level 100 only', () => {
  it.each<Row>([
    ['by a visitor', visitor, q('proyectosDeleted'), 'unauthenticated'],
    ['at level 99', almostAdmin, q('proyectosDeleted'), 'forbidden'],
    ['by admin', admin, q('proyectosDeleted'), q('proyectosDeleted')],
  ])('%s', async (_case, caller, query, expected) => {
    const decision = await deletedCopyReads({
      caller,
      query,
      company: { agendaViewLvl: 10, hideContactsFromEmployees: false },
      facts: staffFacts().facts,
    });
    expect(outcome(decision)).toEqual(expected);
  });
});

describe('colors: any signed-in caller', () => {
  it.each<Row>([
    ['a visitor', visitor, q('colors'), 'unauthenticated'],
    ['a client', client, q('colors'), q('colors')],
    ['an employee', employee, q('colors'), q('colors')],
  ])('%s', async (_case, caller, query, expected) => {
    const decision = await read(caller, query);
    expect(outcome(decision)).toEqual(expected);
    expect(kept(decision, [{ primary: '#fff' }])).toHaveLength(decision.ok ? 1 : 0);
  });
});

describe('companyVersion: any signed-in caller follows the company live', () => {
  it.each<Row>([
    ['a visitor', visitor, q('companyVersion'), 'unauthenticated'],
    ['a client', client, q('companyVersion'), q('companyVersion')],
    ['an employee', employee, q('companyVersion'), q('companyVersion')],
  ])('%s', async (_case, caller, query, expected) => {
    const decision = await read(caller, query);
    expect(outcome(decision)).toEqual(expected);
  });
});

describe('messages: only the threads the caller takes part in (any level)', () => {
  const mine = (uid: string): StoreQuery['where'] => [['participants', 'array-contains', uid]];
  it.each<Row>([
    ['a visitor', visitor, q('messages'), 'unauthenticated'],
    ['an employee', employee, q('messages'), q('messages', mine('u-emp'))],
    ['admin too', admin, q('messages'), q('messages', mine('u-admin'))],
    [
      'other filters are kept',
      client,
      q('messages', [['LastUpdate', '>', 5]]),
      q('messages', [['LastUpdate', '>', 5], ...mine('u-client')]),
    ],
    ['the same filter already there', employee, q('messages', mine('u-emp')), q('messages', mine('u-emp'))],
    ["someone else's threads", employee, q('messages', mine('u-admin')), 'forbidden'],
    ['another array field', employee, q('messages', [['watchedArray', 'array-contains', 'k1']]), 'forbidden'],
    [
      'array-contains-any naming me and others',
      employee,
      q('messages', [['participants', 'array-contains-any', ['u-emp', 'u-admin']]]),
      'forbidden',
    ],
    [
      'mine plus another array filter',
      employee,
      q('messages', [...mine('u-emp'), ['participants', 'array-contains', 'u-admin']]),
      'forbidden',
    ],
  ])('%s', async (_case, caller, query, expected) => {
    expect(outcome(await read(caller, query))).toEqual(expected);
  });
});

describe('messages: the chat icon rule (spec §6 chatViewLvl)', () => {
  const mine = (uid: string): StoreQuery['where'] => [['participants', 'array-contains', uid]];
  const chatFrom = (chatViewLvl: number) => ({ company: { ...company, chatViewLvl } });
  it.each<[string, Caller, number, StoreQuery | string]>([
    ['an employee below the level', employee, 10, 'forbidden'],
    ['a coordinator at the level', coordinator, 10, q('messages', mine('u-coord'))],
    ['a manager above it', manager, 10, q('messages', mine('u-manager'))],
    ['a client at level 0 when the level is 0', client, 0, q('messages', mine('u-client'))],
    ['admin below a level over 100', admin, 101, 'forbidden'],
  ])('%s', async (_case, caller, level, expected) => {
    expect(outcome(await read(caller, q('messages'), chatFrom(level)))).toEqual(expected);
  });
});

describe("tasksMessages: the caller's own tasks and the ones they assigned, level 100 all", () => {
  const to = (uid: string): StoreQuery['where'] => [['to', '==', uid]];
  const from = (uid: string): StoreQuery['where'] => [['from', '==', uid]];
  it.each<Row>([
    [
      'a manager reads what they assigned',
      manager,
      q('tasksMessages', from('u-manager')),
      q('tasksMessages', from('u-manager')),
    ],
    [
      'what they assigned about one project, to anyone',
      manager,
      q('tasksMessages', [...from('u-manager'), ['project', '==', 'p-1'], ...to('u-emp')]),
      q('tasksMessages', [...from('u-manager'), ['project', '==', 'p-1'], ...to('u-emp')]),
    ],
    [
      'an employee reads what they assigned',
      employee,
      q('tasksMessages', from('u-emp')),
      q('tasksMessages', from('u-emp')),
    ],
    [
      "someone else's assignments become my tasks among them",
      employee,
      q('tasksMessages', from('u-manager')),
      q('tasksMessages', [...from('u-manager'), ...to('u-emp')]),
    ],
    [
      'not from me is no assignment of mine',
      manager,
      q('tasksMessages', [['from', '!=', 'u-manager']]),
      q('tasksMessages', [['from', '!=', 'u-manager'], ...to('u-manager')]),
    ],
    [
      'from among others is no assignment of mine',
      manager,
      q('tasksMessages', [['from', 'in', ['u-manager', 'u-admin']]]),
      q('tasksMessages', [['from', 'in', ['u-manager', 'u-admin']], ...to('u-manager')]),
    ],
    ['a visitor asking as an assigner', visitor, q('tasksMessages', from('u-manager')), 'unauthenticated'],
    ['a visitor', visitor, q('tasksMessages'), 'unauthenticated'],
    ['admin reads every task', admin, q('tasksMessages'), q('tasksMessages')],
    ["admin reads someone else's", admin, q('tasksMessages', to('u-emp')), q('tasksMessages', to('u-emp'))],
    ['level 99 gets its own', almostAdmin, q('tasksMessages'), q('tasksMessages', to('u-99'))],
    ['a manager gets their own', manager, q('tasksMessages'), q('tasksMessages', to('u-manager'))],
    [
      'other filters are kept',
      employee,
      q('tasksMessages', [['completed', '==', false]]),
      q('tasksMessages', [['completed', '==', false], ...to('u-emp')]),
    ],
    ['own filter already there', employee, q('tasksMessages', to('u-emp')), q('tasksMessages', to('u-emp'))],
    ["someone else's tasks", employee, q('tasksMessages', to('u-admin')), 'forbidden'],
    ['everyone but me', employee, q('tasksMessages', [['to', '!=', 'u-emp']]), 'forbidden'],
    [
      'mine and theirs',
      employee,
      q('tasksMessages', [...to('u-emp'), ['to', 'in', ['u-emp', 'u-admin']]]),
      'forbidden',
    ],
  ])('%s', async (_case, caller, query, expected) => {
    expect(outcome(await read(caller, query))).toEqual(expected);
  });
});

describe('agenda', () => {
  const contacts = [
    { FireId: 'c-emp', LoginID: 'u-emp', Name: 'Eva' },
    { FireId: 'c-coord', LoginID: 'u-coord', Name: 'Carla' },
    { FireId: 'c-admin', LoginID: 'u-admin', Name: 'Lucía' },
    { FireId: 'c-other', LoginID: 'u-other', Name: 'Otto' },
    { FireId: 'c-client', LoginID: 'u-client', Name: 'Clara' },
    { FireId: 'c-none', Name: 'Sin cuenta' },
    { FireId: 'c-odd', LoginID: 7, Name: 'Odd' },
  ];
  const names = (docs: readonly { Name: string }[]) => docs.map((doc) => doc.Name);
  const open = { agendaViewLvl: 0, hideContactsFromEmployees: false };
  const hidden = { agendaViewLvl: 0, hideContactsFromEmployees: true };

  it('a visitor is told to sign in', async () => {
    expect(outcome(await read(visitor, q('agenda')))).toBe('unauthenticated');
  });

  it('at agendaViewLvl: the whole people list, as asked', async () => {
    const decision = await read(coordinator, q('agenda', [['Name', '>', 'B']]));
    expect(outcome(decision)).toEqual(q('agenda', [['Name', '>', 'B']]));
    expect(kept(decision, contacts)).toHaveLength(contacts.length);
  });

  it.each([
    ['an employee', employee, 'u-emp'],
    ['a client', client, 'u-client'],
    ['level 9 below agendaViewLvl 10', { ...coordinator, lvl: 9 }, 'u-coord'],
  ] as const)('below agendaViewLvl %s reads only their own contact', async (_case, caller, uid) => {
    const decision = await read(caller, q('agenda', [['Name', '>', 'A']]));
    expect(outcome(decision)).toEqual({ collection: 'agenda', where: [['LoginID', '==', uid]], limit: 1 });
  });

  it("below agendaViewLvl the caller's own filters still apply to their contact", async () => {
    const matching = await read(employee, q('agenda', [['Name', '==', 'Eva']]));
    const other = await read(employee, q('agenda', [['Name', '==', 'Otto']]));
    expect(names(kept(matching, contacts.slice(0, 1)))).toEqual(['Eva']);
    expect(kept(other, contacts.slice(0, 1))).toEqual([]);
  });

  it('the company agendaViewLvl decides (0: everybody reads the list)', async () => {
    const decision = await read(employee, q('agenda'), { company: open });
    expect(outcome(decision)).toEqual(q('agenda'));
    expect(kept(decision, contacts)).toHaveLength(contacts.length);
  });

  it('agendaViewLvl 50 keeps a coordinator to their own contact', async () => {
    const decision = await read(coordinator, q('agenda'), {
      company: { agendaViewLvl: 50, hideContactsFromEmployees: false },
    });
    expect(outcome(decision)).toEqual({
      collection: 'agenda',
      where: [['LoginID', '==', 'u-coord']],
      limit: 1,
    });
  });

  it.each([
    ['an employee', employee, ['Eva', 'Carla', 'Lucía']],
    ['a client', client, ['Carla', 'Lucía', 'Clara']],
    ['level 9', { ...coordinator, uid: 'u-other', lvl: 9 }, ['Carla', 'Lucía', 'Otto']],
  ] as const)('hidden contacts: %s sees only themselves and the staff', async (_case, caller, expected) => {
    const decision = await read(caller, q('agenda'), { company: hidden });
    expect(outcome(decision)).toEqual(q('agenda'));
    expect(names(kept(decision, contacts))).toEqual(expected);
  });

  it('hidden contacts: a coordinator and up see everyone, and nobody asks who is staff', async () => {
    for (const caller of [coordinator, manager, admin]) {
      const { asked, facts } = staffFacts();
      const rule = fixedReadRule('agenda');
      const decision = await rule?.({ caller, query: q('agenda'), company: hidden, facts });
      expect(decision && kept(decision, contacts)).toHaveLength(contacts.length);
      expect(asked.count).toBe(0);
    }
  });

  it('hidden contacts below agendaViewLvl: still only their own contact', async () => {
    const decision = await read(employee, q('agenda'), {
      company: { agendaViewLvl: 10, hideContactsFromEmployees: true },
    });
    expect(outcome(decision)).toEqual({
      collection: 'agenda',
      where: [['LoginID', '==', 'u-emp']],
      limit: 1,
    });
  });
});

describe('widgets: as GET /api/widgets shows them (spec §6)', () => {
  const w = (FireId: string, rest: Record<string, unknown>) => ({ FireId, ...rest });
  const widgets = [
    w('pub', { place: 'public' }),
    w('pubMobile', { place: 'public', mobile: true }),
    w('company', { place: 'company' }),
    w('forClients', { place: 'company', consumer: 'client' }),
    w('forStaff', { place: 'company', consumer: 'employee' }),
    w('byRol', { place: 'company', consumer: 'var', userFilterKey: 'Rol', userFilterValue: 'Cliente' }),
    w('broken', { consumer: 'client' }),
  ];
  const ids = (docs: readonly { FireId: string }[]) => docs.map((doc) => doc.FireId);
  it.each<[string, Caller, string[]]>([
    ['a visitor', visitor, ['pub', 'pubMobile']],
    ['a visitor on a phone', { ...visitor, mobile: true }, ['pubMobile']],
    ['an employee', employee, ['pub', 'pubMobile', 'company', 'forStaff']],
    ['a client', client, ['pub', 'pubMobile', 'company', 'forClients', 'byRol']],
    ['a client on a phone', { ...client, mobile: true }, ['pubMobile']],
    ['admin', admin, ['pub', 'pubMobile', 'company', 'forClients']],
  ])('%s', async (_case, caller, expected) => {
    const decision = await read(caller, q('widgets'));
    expect(outcome(decision)).toEqual(q('widgets'));
    expect(ids(kept(decision, widgets))).toEqual(expected);
  });
});
