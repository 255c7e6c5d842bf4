import { describe, expect, it } from 'vitest';
import { defaultQueryLimit, listQueryRequestSchema, toStoreQuery } from './storeQuery';

const parse = (body: unknown) => listQueryRequestSchema.safeParse(body);

describe('listQueryRequestSchema', () => {
  it.each<[string, unknown]>([
    ['only a collection', { collection: 'proyectos' }],
    ['one filter', { collection: 'proyectos', where: [['Name', '==', 'Obra']] }],
    [
      'three filters',
      {
        collection: 'proyectos',
        where: [
          ['a', '==', 1],
          ['b', 'array-contains', 'x'],
          ['c', '>', 2],
        ],
      },
    ],
    ['a dotted path', { collection: 'proyectos', where: [['address.city', '==', 'Madrid']] }],
    ['FireId', { collection: 'proyectos', where: [['FireId', 'in', ['p-1', 'p-2']]] }],
    ['== null', { collection: 'proyectos', where: [['Name', '==', null]] }],
    ['orderBy', { collection: 'proyectos', orderBy: ['Name', 'desc'] }],
    ['limit 1', { collection: 'proyectos', limit: 1 }],
    ['limit 10000', { collection: 'proyectos', limit: 10000 }],
    ['an in list of 30', { collection: 'p', where: [['a', 'in', Array.from({ length: 30 }, (_, i) => i)]] }],
  ])('accepts %s', (_name, body) => {
    expect(parse(body).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['no collection', {}],
    ['a collection with a slash', { collection: 'tenants/other' }],
    ['four filters', { collection: 'p', where: [0, 1, 2, 3].map((i) => [`f${i}`, '==', i]) }],
    ['an unknown operator', { collection: 'p', where: [['a', 'like', 'x']] }],
    ['a filter of two items', { collection: 'p', where: [['a', '==']] }],
    ['an empty field', { collection: 'p', where: [['', '==', 1]] }],
    ['a leading dot', { collection: 'p', where: [['.a', '==', 1]] }],
    ['a trailing dot', { collection: 'p', where: [['a.', '==', 1]] }],
    ['a 201-char field', { collection: 'p', where: [['x'.repeat(201), '==', 1]] }],
    ['in with a scalar', { collection: 'p', where: [['a', 'in', 'x']] }],
    ['in with 31 values', { collection: 'p', where: [['a', 'in', Array.from({ length: 31 }, (_, i) => i)]] }],
    ['not-in with an empty list', { collection: 'p', where: [['a', 'not-in', []]] }],
    [
      'two array filters',
      {
        collection: 'p',
        where: [
          ['a', 'array-contains', 1],
          ['b', 'array-contains', 2],
        ],
      },
    ],
    ['< null', { collection: 'p', where: [['a', '<', null]] }],
    ['a bad order direction', { collection: 'p', orderBy: ['Name', 'up'] }],
    ['an order without direction', { collection: 'p', orderBy: ['Name'] }],
    ['an order on a bad path', { collection: 'p', orderBy: ['a..b', 'asc'] }],
    ['limit 0', { collection: 'p', limit: 0 }],
    ['limit 10001', { collection: 'p', limit: 10001 }],
    ['limit 1.5', { collection: 'p', limit: 1.5 }],
    ['limit as text', { collection: 'p', limit: '10' }],
  ])('rejects %s', (_name, body) => {
    expect(parse(body).success).toBe(false);
  });

  it('drops unknown keys such as a tenant', () => {
    const parsed = listQueryRequestSchema.parse({ collection: 'p', tenant: 'other' });
    expect(parsed).toEqual({ collection: 'p' });
  });
});

describe('toStoreQuery', () => {
  it.each<[string, unknown, unknown]>([
    [
      'applies the default limit',
      { collection: 'p' },
      { collection: 'p', where: [], limit: defaultQueryLimit },
    ],
    [
      'keeps filters, order and limit',
      { collection: 'p', where: [['a', '>=', 2]], orderBy: ['a', 'desc'], limit: 5 },
      { collection: 'p', where: [['a', '>=', 2]], orderBy: ['a', 'desc'], limit: 5 },
    ],
  ])('%s', (_name, body, expected) => {
    expect(toStoreQuery(listQueryRequestSchema.parse(body))).toEqual(expected);
  });

  it('leaves orderBy out rather than undefined', () => {
    expect(Object.keys(toStoreQuery(listQueryRequestSchema.parse({ collection: 'p' })))).not.toContain(
      'orderBy',
    );
  });

  it('is 10000 by default', () => {
    expect(defaultQueryLimit).toBe(10000);
  });
});
