import { describe, expect, it } from 'vitest';
import { checkWidget, isWidgetKind, parseWidgetSettings, widgetKinds } from './widgetKinds';

const base = { FireId: 'w1', place: 'company' };

describe('checkWidget', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['a card without a kind', {}, null],
    ['a table with defaults', { type: 'table' }, null],
    ['a table with columns', { type: 'table', settings: { columns: [{ field: 'Name' }] } }, null],
    ['a QR of a text', { type: 'qr', settings: { source: 'text', text: 'https://x.es' } }, null],
    ['a gallery', { type: 'gallery', settings: { imageField: 'Fotos' } }, null],
    ['a chart with defaults', { type: 'chart' }, null],
    [
      'a chart summing a field by month',
      { type: 'chart', settings: { chartType: 'line', aggregation: 'sum', valueField: 'Presupuesto' } },
      null,
    ],
    [
      'a chart summing no field',
      { type: 'chart', settings: { aggregation: 'sum' } },
      'settings of chart: valueField',
    ],
    [
      'a chart of a kind it has not',
      { type: 'chart', settings: { chartType: 'radar' } },
      'settings of chart: chartType',
    ],
    [
      'a chart grouped by an empty path',
      { type: 'chart', settings: { groupField: 'a..b' } },
      'settings of chart: groupField',
    ],
    ['a pivot with defaults', { type: 'pivot' }, null],
    [
      'a pivot of rows, columns and values',
      {
        type: 'pivot',
        settings: {
          pivot: {
            rows: ['Estado'],
            cols: [{ field: 'CreatedAt', bucket: 'month' }],
            values: [{ agg: 'sum', field: 'P' }],
          },
        },
      },
      null,
    ],
    [
      'a pivot without values',
      { type: 'pivot', settings: { pivot: { rows: [], cols: [], values: [] } } },
      'settings of pivot: pivot.values',
    ],
    [
      'a pivot summing no field',
      { type: 'pivot', settings: { pivot: { rows: [], cols: [], values: [{ agg: 'sum' }] } } },
      'settings of pivot',
    ],
    ['an unknown kind', { type: 'spaceship' }, 'unknown widget kind spaceship'],
    ['a kind named like a prototype key', { type: 'constructor' }, 'unknown widget kind constructor'],
    ['settings without a kind', { settings: { columns: [] } }, 'settings without a kind (type)'],
    [
      'a QR of an empty text',
      { type: 'qr', settings: { source: 'text', text: ' ' } },
      'settings of qr: text',
    ],
    ['a table column without field', { type: 'table', settings: { columns: [{}] } }, 'settings of table'],
    ['a setting the kind does not have', { type: 'table', settings: { colour: 'red' } }, 'settings of table'],
    ['width 6', { type: 'table', width: 6 }, 'widget: width'],
    ['no place', { place: undefined }, 'widget: place'],
    ['a place of its own', { place: 'kitchen' }, 'widget: place'],
  ])('%s', (_case, extra, problem) => {
    const result = checkWidget({ ...base, ...extra });
    if (problem === null) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, problem: expect.stringContaining(problem) });
  });

  it('stores settings as parsed: the defaults written out', () => {
    const result = checkWidget({ ...base, type: 'table' });
    expect(result).toMatchObject({ ok: true, widget: { settings: { columns: [], entry: 0, csv: true } } });
  });
});

describe('parseWidgetSettings', () => {
  it('absent settings are the kind defaults', () => {
    expect(parseWidgetSettings('gallery', undefined)).toEqual({
      ok: true,
      settings: { imageField: 'ImgArray', captionField: 'Name', entry: 0 },
    });
  });
  it('a chart and a pivot have defaults that draw something', () => {
    expect(parseWidgetSettings('chart', undefined)).toEqual({
      ok: true,
      settings: {
        chartType: 'bar',
        entry: 0,
        groupField: 'CreatedAt',
        grouping: 'month',
        aggregation: 'count',
      },
    });
    expect(parseWidgetSettings('pivot', {})).toEqual({
      ok: true,
      settings: { entry: 0, pivot: { rows: [], cols: [], values: [{ agg: 'count' }] } },
    });
  });
  it('every kind parses empty settings', () => {
    for (const kind of widgetKinds) expect(parseWidgetSettings(kind, {}).ok).toBe(true);
  });
  it('knows its kinds only', () => {
    expect(isWidgetKind('table')).toBe(true);
    expect(isWidgetKind('toString')).toBe(false);
    expect(isWidgetKind(undefined)).toBe(false);
  });
});
