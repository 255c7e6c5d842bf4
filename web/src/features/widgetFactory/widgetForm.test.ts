import { type Widget, widgetSchema } from '@colmena/shared/schemas';
import { checkWidget } from '@colmena/shared/widgets';
import { describe, expect, it } from 'vitest';
import { emptyFilter, filterOf, valueInputOf } from './queryForm';
import { formFromWidget, newWidgetForm, widgetFromForm } from './widgetForm';

/** A widget with every field of the model set, as the editor saves one. */
const full: Widget = widgetSchema.parse({
  FireId: 'w-full',
  type: 'chart',
  title: 'Presupuesto por estado',
  info: '<p>Suma de los presupuestos.</p>',
  place: 'project',
  ready: true,
  mobile: true,
  order: 4,
  consumer: 'var',
  userFilterKey: 'Departamento',
  userFilterValue: 7,
  keyOfCollection: 'proyectos',
  width: 3,
  height: 2,
  popUp: 'yes',
  popUptitle: 'Presupuestos',
  cardConfig: {
    elementName: 'Obras',
    inHeader: true,
    erraseBorder: true,
    width: '24rem',
    height: 300,
    value1: 'Este año',
    value3: 12,
    iconColor: '#336699',
  },
  query: true,
  avoidCardQuery: true,
  querysArray: [
    {
      collection: 'data',
      limit: 500,
      onlyOnPage: true,
      order: { field: 'CreatedAt', direction: 'desc' },
      filters: [
        { field: 'Estado', condition: 'in', dataType: 'text', data: ['Obra', 'Presupuesto'] },
        { field: 'CreatedAt', condition: '>=', dataType: 'xDaysAgo', data: 30 },
        { field: 'Responsable', condition: '==', dataType: 'userid' },
      ],
    },
    {
      collection: 'incidencias',
      filters: [{ field: 'Fecha', condition: '<', dataType: 'date', data: '2026-01-01' }],
    },
  ],
  logic: true,
  logicFunction: 'function main(input) { return input.results[0]; }',
  settings: {
    chartType: 'bar',
    entry: 0,
    groupField: 'Estado',
    grouping: 'value',
    aggregation: 'sum',
    valueField: 'Presupuesto',
  },
  legacyField: { kept: true },
});

describe('widget form ↔ widget', () => {
  it('a widget with every field survives the form unchanged (FireId aside)', () => {
    const { FireId: _id, ...expected } = full;
    expect(widgetFromForm(formFromWidget(full))).toEqual(expected);
  });

  it('what the form saves is a widget the server accepts', () => {
    expect(checkWidget({ ...widgetFromForm(formFromWidget(full)), FireId: 'x' }).ok).toBe(true);
    const created = widgetFromForm(newWidgetForm({ place: 'company', keyOfCollection: 'ALLCOLLECTIONS' }));
    expect(checkWidget({ ...created, FireId: 'x' }).ok).toBe(true);
  });

  it('a new widget is a draft of the route’s place with one query on "data"', () => {
    expect(widgetFromForm(newWidgetForm({ place: 'journal', keyOfCollection: 'proyectos' }))).toEqual({
      place: 'journal',
      keyOfCollection: 'proyectos',
      ready: false,
      mobile: false,
      width: 1,
      height: 1,
      popUp: 'no',
      query: true,
      avoidCardQuery: false,
      logic: false,
      querysArray: [{ collection: 'data' }],
    });
  });

  it('leaves out what was cleared: blank texts, the var fields of another consumer, the popup title, settings of no kind', () => {
    const form = formFromWidget(full);
    form.title = '  ';
    form.consumer = 'manager';
    form.popUp = false;
    form.type = '';
    form.card = {
      ...form.card,
      elementName: '',
      width: '',
      height: '',
      value1: '',
      value3: '',
      iconColor: '',
      inHeader: false,
      erraseBorder: false,
    };
    const [first] = form.entries;
    if (!first) throw new Error('the full widget has queries');
    form.entries[0] = { ...first, limit: '', orderField: '', filters: [] };
    const widget = widgetFromForm(form);
    expect(widget).not.toHaveProperty('title');
    expect(widget).not.toHaveProperty('userFilterKey');
    expect(widget).not.toHaveProperty('userFilterValue');
    expect(widget).not.toHaveProperty('popUptitle');
    expect(widget).not.toHaveProperty('cardConfig');
    expect(widget).not.toHaveProperty('type');
    expect(widget).not.toHaveProperty('settings');
    expect(widget.consumer).toBe('manager');
    expect((widget.querysArray as unknown[])[0]).toEqual({ collection: 'data', onlyOnPage: true });
  });

  it('keeps the type of a number or boolean user filter value, text otherwise', () => {
    const form = formFromWidget({ ...full, userFilterValue: true });
    expect(widgetFromForm(form).userFilterValue).toBe(true);
    form.userFilterValue = 'Cliente';
    expect(widgetFromForm(form).userFilterValue).toBe('Cliente');
    const text = formFromWidget({ ...full, userFilterValue: '42' });
    expect(widgetFromForm(text).userFilterValue).toBe('42');
  });
});

describe('filter values by kind (spec §7)', () => {
  it.each<[string, Partial<ReturnType<typeof emptyFilter>>, unknown]>([
    ['text', { value: ' Obra ' }, 'Obra'],
    ['a text list for in', { condition: 'in', value: 'a, b ,, c' }, ['a', 'b', 'c']],
    ['a text list for not-in', { condition: 'not-in', value: 'x' }, ['x']],
    ['a date', { dataType: 'date', value: '2026-03-01' }, '2026-03-01'],
    ['days ago', { dataType: 'xDaysAgo', value: '30' }, 30],
    ['days ago left blank', { dataType: 'xDaysAgo', value: '' }, null],
    ['a field of the document on screen', { dataType: 'datafield', value: 'Estado' }, 'Estado'],
    ['userid carries no value', { dataType: 'userid', value: 'ignored' }, undefined],
    ['boolTrue carries no value', { dataType: 'boolTrue', value: 'x' }, undefined],
  ])('%s', (_case, patch, data) => {
    const filter = filterOf({ ...emptyFilter(), field: 'F', ...patch });
    expect(filter.data).toEqual(data);
    if (data === undefined) expect(filter).not.toHaveProperty('data');
  });

  it.each([
    ['text', 'text'],
    ['date', 'date'],
    ['xDaysAgo', 'days'],
    ['datafield', 'field'],
    ['day1month', 'none'],
    ['day1year', 'none'],
    ['userid', 'none'],
    ['dataid', 'none'],
    ['boolTrue', 'none'],
    ['boolFalse', 'none'],
  ] as const)('%s is typed as %s', (kind, input) => {
    expect(valueInputOf(kind)).toBe(input);
  });
});
