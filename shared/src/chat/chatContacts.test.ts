import { describe, expect, it } from 'vitest';
import { type ChatPicker, chatContacts, mayChatWith, needsStaff } from './chatContacts';

const admin: ChatPicker = { uid: 'u-admin', lvl: 100 };
const coordinator: ChatPicker = { uid: 'u-coord', lvl: 10, rol: 'Empleado' };
const employee: ChatPicker = { uid: 'u-emp', lvl: 0, rol: 'Empleado' };
const client: ChatPicker = { uid: 'u-client', lvl: 0, rol: 'Cliente' };
const clientAt50: ChatPicker = { uid: 'u-client50', lvl: 50, rol: 'Cliente' };

const coordContact = { FireId: 'c-coord', Name: 'Marta', LoginID: 'u-coord', Rol: 'Empleado' };
const empContact = { FireId: 'c-emp', Name: 'Pablo', LoginID: 'u-emp', Rol: 'Empleado' };
const otherClient = { FireId: 'c-c2', Name: 'Isabel', LoginID: 'u-c2', Rol: 'Cliente' };
const noAccount = { FireId: 'c-x', Name: 'Sin cuenta', Rol: 'Empleado' };
const disabled = { FireId: 'c-d', Name: 'Baja', LoginID: 'u-d', Rol: 'Empleado', disabled: true };
const staff = () => new Set(['u-coord', 'u-admin']);

describe('mayChatWith: the chat picker (spec §6 hiding contacts, clients apart)', () => {
  it.each<[string, ChatPicker, Record<string, unknown>, boolean, boolean]>([
    ['staff picks an employee', coordinator, empContact, false, true],
    ['staff picks a client', coordinator, otherClient, false, true],
    ['staff picks a client with the setting on', coordinator, otherClient, true, true],
    ['an employee picks an employee', employee, { ...empContact, LoginID: 'u-e2' }, false, true],
    ['an employee picks a client', employee, otherClient, false, true],
    ['setting on: an employee picks staff', employee, coordContact, true, true],
    [
      'setting on: an employee may not pick an employee',
      employee,
      { ...empContact, LoginID: 'u-e2' },
      true,
      false,
    ],
    ['setting on: an employee may not pick a client', employee, otherClient, true, false],
    ['a client picks a worker', client, empContact, false, true],
    ['a client never picks another client', client, otherClient, false, false],
    ['a client at level 50 is still a client', clientAt50, otherClient, false, false],
    ['setting on: a client picks staff', client, coordContact, true, true],
    ['setting on: a client may not pick a basic employee', client, empContact, true, false],
    ['nobody picks a contact without an account', admin, noAccount, false, false],
    ['nobody picks a disabled account', admin, disabled, false, false],
    ['nobody picks themselves', employee, empContact, false, false],
  ])('%s', (_case, picker, contact, hide, expected) => {
    expect(mayChatWith(picker, contact, { hideContactsFromEmployees: hide, staff })).toBe(expected);
  });

  it('asks for the staff accounts only when the setting applies to the picker', () => {
    expect(needsStaff(employee, true)).toBe(true);
    expect(needsStaff(client, true)).toBe(true);
    expect(needsStaff(clientAt50, true)).toBe(true);
    expect(needsStaff(coordinator, true)).toBe(false);
    expect(needsStaff(employee, false)).toBe(false);
  });

  it('lists names only, sorted by full name, clients marked', () => {
    const list = chatContacts(
      coordinator,
      [otherClient, { ...empContact, Surname: 'Iglesias', email: 'p@x.es', phone: '600' }, noAccount],
      { hideContactsFromEmployees: false, staff },
    );
    expect(list).toEqual([
      { id: 'c-c2', uid: 'u-c2', name: 'Isabel', rol: 'Cliente', client: true },
      { id: 'c-emp', uid: 'u-emp', name: 'Pablo Iglesias', rol: 'Empleado', client: false },
    ]);
  });
});
