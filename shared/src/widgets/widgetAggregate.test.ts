import { describe, expect, it } from 'vitest';
import { maxPivotCells } from '../pivot/computePivot';
import { readWidgetAggregate, widgetAggregateConfig, widgetAggregateDocId } from './widgetAggregate';
import { widgetAggregateDoc } from './widgetAggregateDoc';

const chart = { type: 'chart', settings: { grouping: 'value', groupField: 'Estado', entry: 1 } };
const pivot = {
  type: 'pivot',
  settings: { pivot: { rows: ['Estado'], cols: [], values: [{ agg: 'count' }] } },
};

describe('widgetAggregateConfig: the pivot a widget draws from one entry', () => {
  it.each<[string, Record<string, unknown>, number, unknown]>([
    ['a chart, its own entry', chart, 1, { rows: ['Estado'], cols: [], values: [{ agg: 'count' }] }],
    ['a chart, another entry', chart, 0, null],
    [
      'a chart with its defaults: count by month of CreatedAt',
      { type: 'chart' },
      0,
      { rows: [{ field: 'CreatedAt', bucket: 'month' }], cols: [], values: [{ agg: 'count' }] },
    ],
    ['a pivot, its entry', pivot, 0, pivot.settings.pivot],
    [
      'a pivot with a logic function: it needs the documents',
      { ...pivot, logic: true, logicFunction: 'x' },
      0,
      null,
    ],
    [
      'a blank logic function is none',
      { ...pivot, logic: true, logicFunction: '  ' },
      0,
      pivot.settings.pivot,
    ],
    ['logic off keeps the pivot', { ...pivot, logic: false, logicFunction: 'x' }, 0, pivot.settings.pivot],
    ['a table draws documents', { type: 'table' }, 0, null],
    ['no kind', {}, 0, null],
    ['an unknown kind', { type: 'nope' }, 0, null],
    ['settings its kind refuses', { type: 'chart', settings: { aggregation: 'sum' } }, 0, null],
  ])('%s', (_name, widget, entry, expected) => {
    expect(widgetAggregateConfig(widget, entry)).toEqual(expected);
  });
});

describe('widgetAggregateDoc', () => {
  it('is the pivot of the documents, named so no document is taken for it', () => {
    const doc = widgetAggregateDoc('proyectos', [{ Estado: 'a' }, { Estado: 'a' }, { Estado: 'b' }], {
      rows: ['Estado'],
      cols: [],
      values: [{ agg: 'count' }],
    });
    expect(doc.FireId).toBe(widgetAggregateDocId);
    expect(doc.collection).toBe('proyectos');
    expect(doc.pivot?.rows.map((r) => [r.key, r.total])).toEqual([
      [['a'], [2]],
      [['b'], [1]],
    ]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(readWidgetAggregate([doc])).toBe(doc);
    expect(readWidgetAggregate([{ FireId: 'p-1' }])).toBeNull();
    expect(readWidgetAggregate([doc, doc])).toBeNull();
  });

  it('says when the pivot is too large instead of failing', () => {
    const docs = Array.from({ length: 600 }, (_, i) => ({ r: i, c: i }));
    const doc = widgetAggregateDoc('x', docs, { rows: ['r'], cols: ['c'], values: [{ agg: 'count' }] });
    expect(600 * 600).toBeGreaterThan(maxPivotCells);
    expect(doc).toMatchObject({ pivot: null, tooLarge: { rowGroups: 600, columns: 600 } });
  });
});
