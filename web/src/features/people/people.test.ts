import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import {
  comparePeople,
  findPerson,
  foldForSearch,
  groupPeople,
  isClient,
  isDisabled,
  matchesSearch,
  toPerson,
  withAccounts,
} from './people';

const doc = (FireId: string, fields: Record<string, unknown>): StoredDoc => ({
  FireId,
  collection: 'agenda',
  ...fields,
});

const agenda = [
  doc('c1', { Name: 'Zoe', Surname: 'Álvarez', Rol: 'Empleado', email: 'zoe@demo.test', LoginID: 'u1' }),
  doc('c2', { Name: 'Ana', Surname: 'Martín', Rol: 'Cliente', email: 'ana@cliente.test', phone: 600111222 }),
  doc('c3', { Name: 'Álvaro', Surname: 'Núñez', Rol: 'Gerente', email: 'alvaro@demo.test' }),
  doc('c4', { Name: 'bea', Rol: 'cliente', email: 'bea@cliente.test' }),
  doc('c5', { email: 'nameless@demo.test' }),
  doc('c6', { Name: 'Ana', Surname: 'Martín', Rol: 'Empleado', email: 'ana@demo.test' }),
].map(toPerson);

const names = (people: { fullName: string; email: string }[]) => people.map((p) => p.fullName || p.email);

describe('toPerson', () => {
  it('reads the agenda fields as text, flags as booleans and a numeric phone as text', () => {
    expect(
      toPerson(
        doc('c9', {
          Name: ' Eva ',
          Surname: 'Gil',
          phone: 600123123,
          lenguage: 'en',
          forceReset: true,
          disabled: false,
          ImgUrl: 'https://img.test/eva.png',
        }),
      ),
    ).toEqual({
      id: 'c9',
      loginId: '',
      name: 'Eva',
      surname: 'Gil',
      fullName: 'Eva Gil',
      rol: '',
      email: '',
      phone: '600123123',
      imgUrl: 'https://img.test/eva.png',
      lenguage: 'en',
      forceReset: true,
      disabled: false,
      account: null,
    });
  });

  it.each([
    [{ Name: 42, lenguage: 'fr', forceReset: 'yes', lvl: '100' }],
    [{ Name: null, Surname: { a: 1 }, lenguage: null, lvl: Number.NaN }],
  ])('turns odd values %o into blanks', (fields) => {
    const person = toPerson(doc('x', fields));
    expect(person).toMatchObject({ surname: '', lenguage: null, forceReset: false, account: null });
  });
});

describe('people list', () => {
  // Exactly "Cliente", as the server ranks a client (writeRank, widget consumers): the list
  // groups people by the access they have, so "cliente" is staff and listed with the team.
  it.each([
    ['Cliente', true],
    ['cliente', false],
    ['CLIENTE', false],
    ['Empleado', false],
    ['', false],
    ['Clientes', false],
  ])('Rol %j is a client: %s', (rol, expected) => {
    expect(isClient({ rol })).toBe(expected);
  });

  it('puts clients apart from workers, each sorted by full name (accents and case ignored)', () => {
    const { workers, clients } = groupPeople(agenda, '');
    expect(names(workers)).toEqual([
      'Álvaro Núñez',
      'Ana Martín',
      'bea',
      'Zoe Álvarez',
      'nameless@demo.test',
    ]);
    expect(names(clients)).toEqual(['Ana Martín']);
  });

  it('breaks ties of the same name by e-mail so the order is stable', () => {
    const twins = [agenda[5], agenda[1]].filter((p) => p !== undefined);
    expect([...twins].sort(comparePeople).map((p) => p.email)).toEqual(['ana@cliente.test', 'ana@demo.test']);
  });

  it.each([
    ['', 6],
    ['ana', 2],
    ['ANA martin', 2],
    ['alvarez', 1],
    ['nunez alvaro', 1],
    ['@cliente.test', 2],
    ['600111', 1],
    ['gerente', 1],
    ['nobody', 0],
  ])('search %j finds %i', (query, count) => {
    const { workers, clients } = groupPeople(agenda, query);
    expect(workers.length + clients.length).toBe(count);
  });

  it('matches every word, in any field', () => {
    const zoe = agenda[0];
    if (!zoe) throw new Error('fixture');
    expect(matchesSearch(zoe, 'zoe empleado')).toBe(true);
    expect(matchesSearch(zoe, 'zoe cliente')).toBe(false);
  });

  it.each([
    ['Árbol Ñandú', 'arbol nandu'],
    ['  JOSÉ  ', 'jose'],
  ])('folds %j to %j', (input, expected) => {
    expect(foldForSearch(input)).toBe(expected);
  });

  it('attaches the accounts level 100 reads, and their state wins over the agenda mark', () => {
    const accounts = {
      c1: { uid: 'u1', lvl: 50, disabled: true },
      c9: { uid: 'u9', lvl: 0, disabled: false },
    };
    const people = withAccounts(agenda, accounts);
    expect(people.find((p) => p.id === 'c1')?.account).toEqual({ uid: 'u1', lvl: 50, disabled: true });
    expect(people.find((p) => p.id === 'c2')?.account).toBeNull();
    expect(withAccounts(agenda, null)).toEqual(agenda);
  });

  it.each([
    [false, null, false],
    [true, null, true],
    [true, { uid: 'u', lvl: 0, disabled: false }, false],
    [false, { uid: 'u', lvl: 0, disabled: true }, true],
  ])('agenda mark %s, account %o → disabled %s', (disabled, account, expected) => {
    expect(isDisabled({ disabled, account })).toBe(expected);
  });

  it('finds the contact to edit by FireId, or by its account uid', () => {
    expect(findPerson(agenda, 'c3')?.fullName).toBe('Álvaro Núñez');
    expect(findPerson(agenda, 'u1')?.fullName).toBe('Zoe Álvarez');
    expect(findPerson(agenda, 'nope')).toBeUndefined();
  });
});
