import { describe, expect, it } from 'vitest';
import { roleChoices, typedRol } from './roleChoices';

describe('roleChoices', () => {
  it.each([
    ['only the two known', [], '', ['Cliente', 'Empleado']],
    [
      'the company’s own, sorted, once',
      ['Proveedor', 'Empleado', ' Albañil ', 'Proveedor', ''],
      '',
      ['Cliente', 'Empleado', 'Albañil', 'Proveedor'],
    ],
    [
      'other spellings of the known two are not new roles',
      ['cliente', 'EMPLEADO'],
      '',
      ['Cliente', 'Empleado'],
    ],
    [
      'the current Rol is kept, even as another spelling',
      ['cliente'],
      'cliente',
      ['Cliente', 'Empleado', 'cliente'],
    ],
    ['a current Rol nobody else has', [], 'Socio', ['Cliente', 'Empleado', 'Socio']],
  ] as const)('%s', (_label, inUse, current, expected) => {
    expect(roleChoices(inUse, current)).toEqual(expected);
  });
});

describe('typedRol', () => {
  it.each([
    ['  Proveedor ', 'Proveedor'],
    ['cliente', 'Cliente'],
    ['empleado', 'Empleado'],
    ['Clientes', 'Clientes'],
    ['', ''],
  ])('%j → %j', (typed, expected) => {
    expect(typedRol(typed)).toBe(expected);
  });
});
