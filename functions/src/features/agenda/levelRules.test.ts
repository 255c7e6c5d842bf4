import { describe, expect, it } from 'vitest';
import { isStaff, mayAssignLevel, mayManageAccount, onlySelfEditable } from './levelRules';

describe('mayAssignLevel', () => {
  it.each([
    [100, undefined, true],
    [0, undefined, true],
    [100, 100, true],
    [100, 0, true],
    [50, 10, false],
    [50, 50, false],
    [50, 100, false],
    [10, 0, false],
    [0, 0, false],
  ])('actor %i assigning %s → %s', (actor, lvl, expected) => {
    expect(mayAssignLevel(actor, lvl)).toBe(expected);
  });
});

describe('isStaff and mayManageAccount', () => {
  it.each([
    [10, 10, true],
    [9, 10, false],
    [0, 0, true],
  ])('level %i with agendaViewLvl %i is staff: %s', (lvl, view, expected) => {
    expect(isStaff(lvl, view)).toBe(expected);
  });

  it.each<[number, number | null, boolean, boolean]>([
    // Others: strictly below one's level.
    [50, 100, false, false],
    [50, 50, false, false],
    [50, 49, false, true],
    [50, 10, false, true],
    [50, 0, false, true],
    [10, 10, false, false],
    [10, 0, false, true],
    [0, 0, false, false],
    // A contact without an account.
    [10, null, false, true],
    // One's own account, whatever the level.
    [50, 50, true, true],
    [10, 10, true, true],
    [0, 0, true, true],
    // Level 100 manages anyone, other admins included.
    [100, 100, false, true],
    [100, 50, false, true],
    [100, null, false, true],
  ])('actor %i manages account %s (own: %s): %s', (actor, lvl, own, expected) => {
    expect(mayManageAccount(actor, { lvl, own })).toBe(expected);
  });
});

describe('onlySelfEditable', () => {
  it.each([
    [{ contactId: 'c', Name: 'A', Surname: 'B', phone: '1', lenguage: 'es', ImgUrl: 'u' }, true],
    [{ contactId: 'c', Name: 'A', Rol: undefined }, true],
    [{ contactId: 'c', Rol: 'Cliente' }, false],
    [{ contactId: 'c', email: 'x@y.z' }, false],
    [{ contactId: 'c', forceReset: false }, false],
    [{ contactId: 'c', lvl: 0 }, false],
    [{ contactId: 'c', disabled: false }, false],
  ])('%j → %s', (payload, expected) => {
    expect(onlySelfEditable(payload)).toBe(expected);
  });
});
