import { describe, expect, it } from 'vitest';
import { widgetSchema } from './widget';
import { widgetQuerySchema } from './widgetQuery';

const minimal = { FireId: 'w1', place: 'company' };

describe('widgetSchema', () => {
  it('defaults width and height to 1', () => {
    expect(widgetSchema.parse(minimal)).toEqual({ ...minimal, width: 1, height: 1 });
  });

  it('parses a full widget and keeps kind-specific settings', () => {
    const widget = {
      FireId: 'w2',
      collection: 'widgets',
      place: 'public',
      type: 'table',
      title: 'Proyectos abiertos',
      info: '<b>Ayuda</b>',
      ready: true,
      mobile: true,
      order: 2,
      consumer: 'var',
      userFilterKey: 'zone',
      userFilterValue: 'Norte',
      keyOfCollection: 'ALLCOLLECTIONS',
      width: 5,
      height: 3,
      popUp: 'yes',
      popUptitle: 'Detalle',
      cardConfig: {
        elementName: 'Name',
        inHeader: true,
        erraseBorder: false,
        width: 2,
        height: '100px',
        value1: 'Name',
        value3: 3,
        iconColor: '#fff',
      },
      query: true,
      querysArray: [
        {
          collection: 'data',
          limit: 20,
          onlyOnPage: true,
          filters: [
            { field: 'estado', condition: '==', dataType: 'text', data: 'abierto' },
            { field: 'CreatedAt', condition: '>=', dataType: 'xDaysAgo', data: 7 },
            { field: 'owners', condition: 'array-contains', dataType: 'userid' },
          ],
          order: { field: 'CreatedAt', direction: 'desc' },
        },
      ],
      logic: true,
      logicFunction: 'return data;',
      avoidCardQuery: false,
      columns: ['Name', 'Habitación'],
    };
    expect(widgetSchema.parse(widget)).toEqual(widget);
  });

  it.each(['client', 'employee', 'cordinator', 'manager', 'god', 'var'])(
    'accepts consumer %s',
    (consumer) => {
      expect(widgetSchema.safeParse({ ...minimal, consumer }).success).toBe(true);
    },
  );

  it.each(['company', 'public', 'project', 'journal'])('accepts place %s', (place) => {
    expect(widgetSchema.safeParse({ ...minimal, place }).success).toBe(true);
  });

  it.each([1, 2, 3, 4, 5])('accepts width %i', (width) => {
    expect(widgetSchema.parse({ ...minimal, width }).width).toBe(width);
  });

  it.each([
    ['no FireId', { FireId: undefined }],
    ['FireId with a slash', { FireId: 'a/b' }],
    ['no place', { place: undefined }],
    ['unknown place', { place: 'home' }],
    ['unknown consumer', { consumer: 'coordinator' }],
    ['width 0', { width: 0 }],
    ['width 6', { width: 6 }],
    ['width 2.5', { width: 2.5 }],
    ['width as text', { width: '2' }],
    ['height 0', { height: 0 }],
    ['popUp true', { popUp: true }],
    ['mobile as text', { mobile: 'yes' }],
    ['empty keyOfCollection', { keyOfCollection: '' }],
    ['querysArray not an array', { querysArray: {} }],
  ])('rejects %s', (_name, change) => {
    expect(widgetSchema.safeParse({ ...minimal, ...change }).success).toBe(false);
  });
});

describe('widgetQuerySchema (querysArray entry)', () => {
  const filter = { field: 'estado', condition: '==', dataType: 'text', data: 'abierto' };

  it.each(['==', '!=', '<', '<=', '>', '>=', 'array-contains', 'in', 'array-contains-any', 'not-in'])(
    'accepts condition %s',
    (condition) => {
      expect(
        widgetQuerySchema.safeParse({ collection: 'c', filters: [{ ...filter, condition }] }).success,
      ).toBe(true);
    },
  );

  it.each([
    'text',
    'date',
    'xDaysAgo',
    'day1month',
    'day1year',
    'userid',
    'dataid',
    'datafield',
    'boolTrue',
    'boolFalse',
  ])('accepts data type %s', (dataType) => {
    expect(widgetQuerySchema.safeParse({ collection: 'c', filters: [{ ...filter, dataType }] }).success).toBe(
      true,
    );
  });

  it('accepts a list as data for "in"', () => {
    const parsed = widgetQuerySchema.parse({
      collection: 'c',
      filters: [{ ...filter, condition: 'in', data: ['a', 'b'] }],
    });
    expect(parsed.filters?.[0]?.data).toEqual(['a', 'b']);
  });

  it.each([
    ['four filters', { filters: [filter, filter, filter, filter] }],
    ['unknown condition', { filters: [{ ...filter, condition: 'like' }] }],
    ['unknown data type', { filters: [{ ...filter, dataType: 'number' }] }],
    ['filter without field', { filters: [{ ...filter, field: '' }] }],
    ['empty collection', { collection: '' }],
    ['limit 0', { limit: 0 }],
    ['limit 1.5', { limit: 1.5 }],
    ['order direction up', { order: { field: 'Name', direction: 'up' } }],
  ])('rejects %s', (_name, change) => {
    expect(widgetQuerySchema.safeParse({ collection: 'c', ...change }).success).toBe(false);
  });

  it('accepts exactly three filters', () => {
    expect(widgetQuerySchema.safeParse({ collection: 'c', filters: [filter, filter, filter] }).success).toBe(
      true,
    );
  });
});
