import type { Widget } from '@colmena/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { WidgetPlacement } from '../kindTypes';
import { widgetQueries } from './widgetQueries';

const widget = (extra: Partial<Widget> = {}): Widget => ({
  FireId: 'w1',
  place: 'project',
  width: 1,
  height: 1,
  querysArray: [{ collection: 'data' }, { collection: 'diarios', onlyOnPage: true }],
  ...extra,
});
const at = (mode: WidgetPlacement['mode'], documentId: string | null = 'p1'): WidgetPlacement => ({
  collKey: 'proyectos',
  documentId,
  pageNumber: 1,
  mode,
  visitor: false,
});
const q = (entry: number, documentId: string | undefined = 'p1') => ({
  widgetId: 'w1',
  entry,
  collKey: 'proyectos',
  ...(documentId ? { documentId } : {}),
});

describe('widgetQueries', () => {
  it.each<[string, Partial<Widget>, WidgetPlacement, boolean, unknown[]]>([
    ['a card runs all but onlyOnPage', {}, at('card'), true, [q(0), null]],
    ['its page runs every entry', {}, at('page'), true, [q(0), q(1)]],
    ['its dialog too', {}, at('dialog'), true, [q(0), q(1)]],
    ['no document on screen: none sent', {}, at('page', null), true, [q(0, ''), q(1, '')]],
    ['avoidCardQuery on a card: none', { avoidCardQuery: true }, at('card'), true, [null, null]],
    ['avoidCardQuery on its page: all', { avoidCardQuery: true }, at('page'), true, [q(0), q(1)]],
    ['query: false', { query: false }, at('page'), true, [null, null]],
    ['a kind without queries', {}, at('page'), false, [null, null]],
    [
      'every collection: no collKey sent',
      {},
      { ...at('page'), collKey: 'ALLCOLLECTIONS' },
      true,
      [
        { widgetId: 'w1', entry: 0, documentId: 'p1' },
        { widgetId: 'w1', entry: 1, documentId: 'p1' },
      ],
    ],
    ['no querysArray', { querysArray: undefined }, at('page'), true, []],
  ])('%s', (_case, extra, placement, usesQueries, expected) => {
    expect(widgetQueries(widget(extra), placement, usesQueries)).toEqual(expected);
  });
});

describe('widgetQueries of kinds that draw a pivot', () => {
  const chart = { type: 'chart', settings: { entry: 1, grouping: 'value', groupField: 'Estado' } };
  it.each<[string, Partial<Widget>, unknown[]]>([
    ['a chart asks for the pivot of the entry it draws', chart, [q(0), { ...q(1), aggregate: true }]],
    ['a pivot, of its entry', { type: 'pivot' }, [{ ...q(0), aggregate: true }, q(1)]],
    ['with a logic function, the documents', { ...chart, logic: true, logicFunction: 'main' }, [q(0), q(1)]],
    [
      'settings its kind refuses: the documents',
      { type: 'chart', settings: { aggregation: 'avg' } },
      [q(0), q(1)],
    ],
    ['a table, the documents', { type: 'table' }, [q(0), q(1)]],
  ])('%s', (_case, extra, expected) => {
    expect(widgetQueries(widget(extra), at('page'), true)).toEqual(expected);
  });

  it('the preview sends the kind and settings the pivot comes from', () => {
    const draft = widget({
      type: 'pivot',
      settings: { pivot: { rows: ['Estado'], cols: [], values: [{ agg: 'count' }] } },
    });
    expect(widgetQueries(draft, at('page'), true, true)[0]).toEqual({
      previewWidget: {
        place: 'project',
        querysArray: draft.querysArray,
        type: 'pivot',
        settings: draft.settings,
      },
      entry: 0,
      collKey: 'proyectos',
      documentId: 'p1',
      aggregate: true,
    });
  });
});

describe('widgetQueries in the editor preview', () => {
  it('sends the widget’s query part, not its id, with the same placement rules', () => {
    const draft = widget({
      title: 'Unsaved',
      type: 'chart',
      settings: { chartType: 'radar' },
      keyOfCollection: 'proyectos',
    });
    const previewWidget = {
      place: 'project',
      keyOfCollection: 'proyectos',
      querysArray: [{ collection: 'data' }, { collection: 'diarios', onlyOnPage: true }],
    };
    expect(widgetQueries(draft, at('card'), true, true)).toEqual([
      { previewWidget, entry: 0, collKey: 'proyectos', documentId: 'p1' },
      null,
    ]);
    expect(widgetQueries(draft, at('page'), true, true)[1]).toEqual({
      previewWidget,
      entry: 1,
      collKey: 'proyectos',
      documentId: 'p1',
    });
  });

  it('a new title does not change the requests (no resubscription)', () => {
    const a = widgetQueries(widget({ title: 'A' }), at('page'), true, true);
    const b = widgetQueries(widget({ title: 'B', info: 'x', width: 3 }), at('page'), true, true);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
