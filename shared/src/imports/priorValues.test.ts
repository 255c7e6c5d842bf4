import { describe, expect, it } from 'vitest';
import { type PriorEntry, priorEntry, priorParts, revertPlan, sameValue, storedSize } from './priorValues';

describe('sameValue', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal numbers', 2000, 2000, true],
    ['different numbers', 2000, 2001, false],
    ['a number and its text', 7, '7', false],
    ['maps in another key order', { a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 }, true],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['null and missing', null, undefined, false],
    ['both missing', undefined, undefined, true],
  ])('%s', (_name, a, b, same) => {
    expect(sameValue(a, b)).toBe(same);
  });
});

describe('priorEntry: what a merged row changed', () => {
  const current = { Name: 'Obra norte', Codigo: 'A-1', Importe: 1500, Nota: null, Otro: 'x' };
  it.each<[string, Record<string, unknown>, Omit<PriorEntry, 'doc' | 'line'> | null]>([
    ['nothing when every value is the same', { Name: 'Obra norte', Codigo: 'A-1' }, null],
    [
      'old values of changed fields only (never the fields the row does not set)',
      { Name: 'Renombrada', Codigo: 'A-1', Importe: 2000 },
      {
        before: { Name: 'Obra norte', Importe: 1500 },
        absent: [],
        after: { Name: 'Renombrada', Importe: 2000 },
      },
    ],
    [
      'a field the document did not have is absent',
      { Codigo: 'A-1', Inicio: '2026-01-02' },
      { before: {}, absent: ['Inicio'], after: { Inicio: '2026-01-02' } },
    ],
    [
      'a field holding null keeps null',
      { Nota: 'texto' },
      { before: { Nota: null }, absent: [], after: { Nota: 'texto' } },
    ],
  ])('%s', (_name, data, expected) => {
    expect(priorEntry('d1', 3, current, data)).toEqual(expected && { doc: 'd1', line: 3, ...expected });
  });
});

describe('revertPlan: only fields still holding the imported value go back', () => {
  const entry: PriorEntry = {
    doc: 'd1',
    line: 3,
    before: { Name: 'Obra norte', Importe: 1500 },
    absent: ['Inicio'],
    after: { Name: 'Renombrada', Importe: 2000, Inicio: '2026-01-02' },
  };
  it.each<[string, Record<string, unknown>, ReturnType<typeof revertPlan>]>([
    [
      'untouched since: every field restored, the added one removed',
      { Name: 'Renombrada', Importe: 2000, Inicio: '2026-01-02', Otro: 1 },
      { restore: { Name: 'Obra norte', Importe: 1500 }, remove: ['Inicio'], kept: [] },
    ],
    [
      'someone changed Importe since: it is kept, the rest restored',
      { Name: 'Renombrada', Importe: 2500, Inicio: '2026-01-02' },
      { restore: { Name: 'Obra norte' }, remove: ['Inicio'], kept: ['Importe'] },
    ],
    [
      'someone cleared the added field: kept (their change)',
      { Name: 'Renombrada', Importe: 2000 },
      { restore: { Name: 'Obra norte', Importe: 1500 }, remove: [], kept: ['Inicio'] },
    ],
    [
      'everything changed since: nothing restored',
      { Name: 'Otra', Importe: 1, Inicio: '2027-01-01' },
      { restore: {}, remove: [], kept: ['Name', 'Importe', 'Inicio'] },
    ],
  ])('%s', (_name, current, plan) => {
    expect(revertPlan(current, entry)).toEqual(plan);
  });
});

describe('priorParts: bounded stored parts', () => {
  const entry = (i: number, text: string): PriorEntry => ({
    doc: `d${i}`,
    line: i + 2,
    before: { Name: text },
    absent: [],
    after: { Name: 'nuevo' },
  });
  const budget = { bytes: 1_000, fields: 40 };

  it('splits by bytes and fields, every part within the budget, order kept', () => {
    const entries = Array.from({ length: 30 }, (_, i) => entry(i, 'x'.repeat(100)));
    const parts = priorParts(entries, budget);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flat().map((e) => e.doc)).toEqual(entries.map((e) => e.doc));
    for (const part of parts) {
      expect(storedSize(part).bytes).toBeLessThanOrEqual(budget.bytes + 100);
      expect(storedSize(part).fields).toBeLessThanOrEqual(budget.fields);
    }
  });

  it('an entry larger than a part keeps only its field names', () => {
    const parts = priorParts([entry(0, 'a'), entry(1, 'é'.repeat(2_000)), entry(2, 'b')], budget);
    const flat = parts.flat();
    expect(flat[1]).toEqual({ doc: 'd1', line: 3, before: {}, absent: [], after: {}, tooBig: ['Name'] });
    expect(flat[0]?.before).toEqual({ Name: 'a' });
    expect(flat[2]?.before).toEqual({ Name: 'b' });
  });

  it('no entries, no parts', () => {
    expect(priorParts([], budget)).toEqual([]);
  });
});
