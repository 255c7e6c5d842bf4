import { describe, expect, it } from 'vitest';
import {
  grantableLevels,
  isClientRol,
  type NamedLevel,
  namedLevelOf,
  namedLevelValue,
  staffLevelOf,
} from './accountRules';

describe('isClientRol: exactly "Cliente", as the write policy ranks it', () => {
  it.each<[string | undefined, boolean]>([
    ['Cliente', true],
    ['Empleado', false],
    ['Proveedor', false],
    ['cliente', false],
    ['Cliente ', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (rol, expected) => {
    expect(isClientRol(rol)).toBe(expected);
  });
});

describe('namedLevelOf: a client by Rol, else by the claim', () => {
  it.each<[number | null, string | undefined, NamedLevel | null]>([
    [0, 'Cliente', 'client'],
    [100, 'Cliente', 'client'],
    [null, 'Cliente', 'client'],
    [0, 'Empleado', 'employee'],
    [0, 'Proveedor', 'employee'],
    [0, undefined, 'employee'],
    [9, 'Empleado', 'employee'],
    [10, 'Empleado', 'coordinator'],
    [30, 'Empleado', 'coordinator'],
    [50, 'Empleado', 'manager'],
    [99, '', 'manager'],
    [100, 'Empleado', 'admin'],
    [null, 'Empleado', null],
    [null, undefined, null],
  ])('lvl %s, Rol %j → %s', (lvl, rol, expected) => {
    expect(namedLevelOf({ lvl, rol })).toBe(expected);
  });

  it('every named staff level reads back as itself from its value', () => {
    for (const level of ['employee', 'coordinator', 'manager', 'admin'] as const)
      expect(staffLevelOf(namedLevelValue[level])).toBe(level);
  });
});

describe('grantableLevels: what a caller may give whom', () => {
  it.each<[number, number, number | null, NamedLevel[]]>([
    // Level 100 sets claims: every named level.
    [100, 10, 0, ['client', 'employee', 'coordinator', 'manager', 'admin']],
    [100, 10, 100, ['client', 'employee', 'coordinator', 'manager', 'admin']],
    [100, 10, null, ['client', 'employee', 'coordinator', 'manager', 'admin']],
    // Other staff: client, or staff at the claim the contact already has.
    [50, 10, 0, ['client', 'employee']],
    [50, 10, 10, ['client', 'coordinator']],
    [50, 10, null, ['client', 'employee']],
    [10, 10, 0, ['client', 'employee']],
    [10, 0, 0, ['client', 'employee']],
    // Below agendaViewLvl: nothing.
    [0, 10, 0, []],
    [9, 10, 0, []],
    [50, 60, 0, []],
  ])('actor %i (agendaViewLvl %i), contact lvl %s → %j', (actor, view, target, expected) => {
    expect(grantableLevels(actor, view, target)).toEqual(expected);
  });
});
