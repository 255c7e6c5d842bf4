import { createSandbox, type Sandbox } from '@colmena/shared/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calculateFromValues,
  fillCalculatedValues,
  formulaInput,
  missingField,
  withCalculatedValues,
} from './calculatedValues';
import { testField } from './kitTestFields';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
});

const total = testField('calculated', { key: 'Total', formula: 'Cantidad * Precio' });

describe('calculated fields in a form', () => {
  it('leaves out its own value and empty ones', () => {
    expect(
      formulaInput(total, {
        Total: 9,
        Cantidad: 2,
        Precio: undefined,
        Nota: null,
        Lista: [],
        Hecho: false,
        Cero: 0,
      }),
    ).toEqual({ Cantidad: 2, Hecho: false, Cero: 0 });
  });

  it.each([
    [
      { Cantidad: 3, Precio: 2.5 },
      { ok: true, value: 7.5 },
    ],
    [
      { Cantidad: 3, Precio: 2.5, Total: 1 },
      { ok: true, value: 7.5 },
    ],
    [{ Cantidad: 3 }, { ok: false }],
    [undefined, { ok: false }],
  ])('%j gives %j', (values, expected) => {
    expect(calculateFromValues(sandbox, total, values)).toMatchObject(expected);
  });

  it('says how a formula failed', () => {
    const broken = testField('calculated', { formula: 'Cantidad *' });
    const outcome = calculateFromValues(sandbox, broken, { Cantidad: 1 });
    expect(outcome.ok ? null : outcome.error.kind).toBe('syntax');
  });

  it('fills every calculated field of a form, null where its formula fails', () => {
    const fields = [
      testField('integer', { key: 'Cantidad' }),
      testField('currency', { key: 'Precio' }),
      total,
      testField('calculated', { key: 'Malo', formula: 'noExiste + 1' }),
      testField('calculated', { key: 'Texto', formula: 'Cantidad + " uds"' }),
    ];
    expect(withCalculatedValues(sandbox, fields, { Cantidad: 4, Precio: 10, Total: 0 })).toEqual({
      Cantidad: 4,
      Precio: 10,
      Total: 40,
      Malo: null,
      Texto: '4 uds',
    });
  });

  it.each([
    ['a value not there yet', {}, 'Cantidad * Precio', 'Cantidad'],
    ['a value emptied', { Cantidad: null, Precio: 2 }, 'Cantidad * Precio', 'Cantidad'],
    ['an unknown word in the formula', { Cantidad: 1, Precio: 2 }, 'Cantidad * Precio * IVA', 'IVA'],
    ['a syntax error', { Cantidad: 1 }, 'Cantidad *', null],
    ['a runtime error of another kind', { Cantidad: 1 }, 'Cantidad.toFixed(200)', null],
  ])('%s: the missing field is %j', (_, values, formula, expected) => {
    const outcome = calculateFromValues(sandbox, testField('calculated', { formula }), values);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(missingField(outcome.error, values)).toBe(expected);
  });

  it('fills a form before it is sent, and leaves a form without formulas as it is', async () => {
    const fields = [
      testField('integer', { key: 'Cantidad' }),
      testField('currency', { key: 'Precio' }),
      total,
    ];
    expect(await fillCalculatedValues(fields, { Cantidad: 2, Precio: 3.5 })).toEqual({
      Cantidad: 2,
      Precio: 3.5,
      Total: 7,
    });
    expect(await fillCalculatedValues(fields.slice(0, 2), { Cantidad: 2 })).toEqual({ Cantidad: 2 });
  });
});
