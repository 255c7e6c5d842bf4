import { pivotConfigSchema } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { groupFieldsToText, textToGroupFields, textToValues, valuesToText } from './pivotEditorText';

describe('pivot editor text', () => {
  it('group fields, with date buckets, both ways', () => {
    const fields = [' Estado ', 'CreatedAt:month', 'cliente.ciudad', '', 'a:b'].join('\n');
    const parsed = textToGroupFields(fields);
    expect(parsed).toEqual(['Estado', { field: 'CreatedAt', bucket: 'month' }, 'cliente.ciudad', 'a:b']);
    expect(groupFieldsToText(parsed)).toBe('Estado\nCreatedAt:month\ncliente.ciudad\na:b');
  });

  it('values both ways; count needs no field', () => {
    const parsed = textToValues('count\nSUM:Presupuesto\navg: Horas\ncount:ignored');
    expect(parsed).toEqual([
      { agg: 'count' },
      { agg: 'sum', field: 'Presupuesto' },
      { agg: 'avg', field: 'Horas' },
      { agg: 'count' },
    ]);
    expect(valuesToText(parsed)).toBe('count\nsum:Presupuesto\navg:Horas\ncount');
    expect(pivotConfigSchema.safeParse({ rows: [], cols: [], values: parsed }).success).toBe(true);
  });

  it('what the schema must refuse is kept for it to refuse', () => {
    const values = textToValues('median:x\nsum');
    expect(pivotConfigSchema.safeParse({ rows: [], cols: [], values }).success).toBe(false);
  });
});
