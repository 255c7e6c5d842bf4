import type { NamedLevel } from '@colmena/shared/policy';
import { describe, expect, it } from 'vitest';
import { type ContactForm, emptyContactForm } from './contactForm';
import { chooseLevel, chooseRol, formLevel, levelOptions, statusChange } from './levelChoice';

const form = (Rol: string, lvl: number | null): ContactForm => ({ ...emptyContactForm('es'), Rol, lvl });

describe('formLevel', () => {
  it.each<[string, number | null, NamedLevel | null]>([
    ['Cliente', 0, 'client'],
    ['Empleado', 0, 'employee'],
    ['Proveedor', 50, 'manager'],
    ['Empleado', 100, 'admin'],
    ['Empleado', null, null],
  ])('Rol %s, lvl %s → %s', (rol, lvl, expected) => {
    expect(formLevel(form(rol, lvl))).toBe(expected);
  });
});

describe('levelOptions: what the actor may grant, and the current level', () => {
  it.each<[number, number | null, NamedLevel | null, NamedLevel[]]>([
    [100, 0, 'employee', ['client', 'employee', 'coordinator', 'manager', 'admin']],
    [50, 0, 'employee', ['client', 'employee']],
    [50, 10, 'coordinator', ['client', 'coordinator']],
    [50, 10, 'client', ['client', 'coordinator']],
    // Not grantable but current: shown so the picker is never blank.
    [10, 0, 'manager', ['client', 'employee', 'manager']],
    [0, 0, 'employee', ['employee']],
  ])('actor %i, contact lvl %s at %s → %j', (actorLvl, originalLvl, current, expected) => {
    expect(levelOptions({ actorLvl, agendaViewLvl: 10, originalLvl, current })).toEqual(expected);
  });
});

describe('chooseLevel and chooseRol keep Rol and level in step', () => {
  it.each<[string, ContactForm, NamedLevel, boolean, Pick<ContactForm, 'Rol' | 'lvl'>]>([
    [
      'client by level 100: Rol Cliente, claim 0',
      form('Empleado', 50),
      'client',
      true,
      { Rol: 'Cliente', lvl: 0 },
    ],
    [
      'client by other staff: the claim untouched',
      form('Empleado', 0),
      'client',
      false,
      { Rol: 'Cliente', lvl: 0 },
    ],
    ['a client made staff: Empleado', form('Cliente', 0), 'coordinator', true, { Rol: 'Empleado', lvl: 10 }],
    ['staff keep their own role', form('Proveedor', 0), 'manager', true, { Rol: 'Proveedor', lvl: 50 }],
    ['no claim is never invented', form('Cliente', null), 'employee', true, { Rol: 'Empleado', lvl: null }],
    ['below 100 the claim stays', form('Cliente', 0), 'employee', false, { Rol: 'Empleado', lvl: 0 }],
  ])('%s', (_label, start, level, setsClaim, expected) => {
    expect(chooseLevel(start, level, setsClaim)).toMatchObject(expected);
  });

  it.each<[string, ContactForm, string, boolean, Pick<ContactForm, 'Rol' | 'lvl'>]>([
    [
      'Cliente makes a client, claim 0 from level 100',
      form('Empleado', 10),
      'Cliente',
      true,
      { Rol: 'Cliente', lvl: 0 },
    ],
    ['a team role keeps the claim', form('Empleado', 10), 'Proveedor', true, { Rol: 'Proveedor', lvl: 10 }],
    [
      'a client given a team role joins the team',
      form('Cliente', 0),
      'Proveedor',
      false,
      { Rol: 'Proveedor', lvl: 0 },
    ],
  ])('%s', (_label, start, rol, setsClaim, expected) => {
    expect(chooseRol(start, rol, setsClaim)).toMatchObject(expected);
  });
});

describe('statusChange: a move between clients and team is said, never silent', () => {
  it.each([
    ['Cliente', 'Proveedor', 'toTeam'],
    ['Cliente', 'Empleado', 'toTeam'],
    ['Empleado', 'Cliente', 'toClient'],
    ['Proveedor', 'Empleado', null],
    ['Cliente', 'Cliente', null],
    [null, 'Cliente', null],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(statusChange(from, to)).toBe(expected);
  });
});
