import { pivotStepConfigSchema } from '@colmena/shared/automation/steps';
import { describe, expect, it } from 'vitest';
import { pivotRunner } from './pivotRunner';
import { runStep, stepContext, stepFailure } from './testing/stepTestKit';

const rows = [
  { Estado: 'Abierto', Zona: 'Norte', Horas: 3 },
  { Estado: 'Abierto', Zona: 'Sur', Horas: 5 },
  { Estado: 'Cerrado', Zona: 'Norte', Horas: 2 },
];
const pivot = { rows: ['Estado'], cols: [], values: [{ agg: 'count' }, { agg: 'sum', field: 'Horas' }] };

describe('pivot step (the shared pivot engine)', () => {
  it('pivots a list an earlier step made (or its JSON text)', async () => {
    for (const source of [rows, JSON.stringify(rows)]) {
      const out = (await runStep(
        pivotRunner,
        pivotStepConfigSchema,
        { source: { from: 'rows', rows: source }, pivot },
        stepContext().context,
      )) as {
        rows: { key: unknown[]; total: unknown[] }[];
        grandTotal: unknown[];
      };
      expect(out.rows.map((r) => [r.key, r.total])).toEqual([
        [['Abierto'], [2, 8]],
        [['Cerrado'], [1, 2]],
      ]);
      expect(out.grandTotal).toEqual([3, 10]);
    }
  });

  it('pivots the documents of a query read through StepServices.query (the automation’s read)', async () => {
    const asked: unknown[] = [];
    const { context } = stepContext({
      query: async (request) => {
        asked.push(request);
        return rows;
      },
    });
    const query = { collection: 'proyectos' };
    const out = (await runStep(
      pivotRunner,
      pivotStepConfigSchema,
      { source: { from: 'query', query }, pivot },
      context,
    )) as {
      documentCount: number;
    };
    expect(asked).toEqual([query]);
    expect(out.documentCount).toBe(3);
  });

  it.each<[string, Record<string, unknown>, unknown, unknown]>([
    ['no conditions: the query as written', { collection: 'p' }, undefined, { collection: 'p' }],
    [
      "the form's conditions after the query's own where",
      { collection: 'p', where: [['Zona', '==', 'Norte']] },
      [{ field: 'Estado', op: '==', value: 'Abierto' }],
      {
        collection: 'p',
        where: [
          ['Zona', '==', 'Norte'],
          ['Estado', '==', 'Abierto'],
        ],
      },
    ],
  ])('the query read: %s', async (_, query, filters, expected) => {
    const asked: unknown[] = [];
    const { context } = stepContext({
      query: async (request) => {
        asked.push(request);
        return rows;
      },
    });
    const source = { from: 'query', query, ...(filters ? { filters } : {}) };
    await runStep(pivotRunner, pivotStepConfigSchema, { source, pivot }, context);
    expect(asked).toEqual([expected]);
  });

  it("conditions on a widget's query are refused, not dropped", async () => {
    const run = runStep(
      pivotRunner,
      pivotStepConfigSchema,
      {
        source: {
          from: 'query',
          query: { widgetId: 'w1' },
          filters: [{ field: 'Estado', op: '==', value: 'x' }],
        },
        pivot,
      },
      stepContext({ query: async () => rows }).context,
    );
    expect(await stepFailure(run)).toMatchObject({ reason: 'bad_config' });
  });

  it.each<[string, unknown, string]>([
    ['text that is no list', '{"a":1}', 'bad_input'],
    ['text that is not JSON', 'Abierto, Cerrado', 'bad_input'],
    ['a row that is no object', [1, 2], 'bad_input'],
  ])('refuses %s', async (_, source, reason) => {
    const run = runStep(
      pivotRunner,
      pivotStepConfigSchema,
      { source: { from: 'rows', rows: source }, pivot },
      stepContext().context,
    );
    expect(await stepFailure(run)).toMatchObject({ reason });
  });

  it('a query where the engine gives no reads is bad_config', async () => {
    const run = runStep(
      pivotRunner,
      pivotStepConfigSchema,
      { source: { from: 'query', query: { collection: 'x' } }, pivot },
      stepContext().context,
    );
    expect(await stepFailure(run)).toMatchObject({ reason: 'bad_config' });
  });

  it('the schema refuses a pivot without values, or a sum without a field', () => {
    const source = { from: 'rows', rows: [] };
    expect(
      pivotStepConfigSchema.safeParse({ source, pivot: { rows: [], cols: [], values: [] } }).success,
    ).toBe(false);
    expect(
      pivotStepConfigSchema.safeParse({ source, pivot: { rows: [], cols: [], values: [{ agg: 'sum' }] } })
        .success,
    ).toBe(false);
  });
});
