import { describe, expect, it } from 'vitest';
import { applyQuery, compareForOrder, effectiveOrder, matchesWhere } from './matchDocument';
import type { StoreQuery, WhereClause, WhereOp } from './storeQuery';

const doc = {
  FireId: 'd1',
  Name: 'Obra Norte',
  count: 5,
  price: 0,
  done: false,
  nothing: null,
  CreatedAt: '2025-11-26T13:30:00.000Z',
  owners: ['c-1', 'c-2'],
  tags: [{ k: 1 }, 'x'],
  address: { city: 'Madrid', zip: '28001' },
  withNull: [null, 'y'],
};

describe('matchesWhere: one clause', () => {
  it.each<[WhereOp, string, unknown, boolean]>([
    ['==', 'Name', 'Obra Norte', true],
    ['==', 'Name', 'obra norte', false],
    ['==', 'count', 5, true],
    ['==', 'count', '5', false],
    ['==', 'done', false, true],
    ['==', 'done', 0, false],
    ['==', 'nothing', null, true],
    ['==', 'missing', null, false],
    ['==', 'owners', ['c-1', 'c-2'], true],
    ['==', 'owners', ['c-2', 'c-1'], false],
    ['==', 'address', { zip: '28001', city: 'Madrid' }, true],
    ['==', 'address.city', 'Madrid', true],
    ['!=', 'Name', 'Otra', true],
    ['!=', 'Name', 'Obra Norte', false],
    ['!=', 'count', '5', true],
    ['!=', 'nothing', null, false],
    ['!=', 'nothing', 1, false],
    ['!=', 'count', null, true],
    ['!=', 'address', { zip: '28001', city: 'Madrid' }, false],
    ['!=', 'missing', 'x', false],
    ['<', 'count', 6, true],
    ['<', 'count', 5, false],
    ['<=', 'count', 5, true],
    ['>', 'count', 4.5, true],
    ['>=', 'count', 6, false],
    ['>', 'count', '4', false],
    ['<', 'count', '9', false],
    ['>', 'price', false, false],
    ['>', 'Name', 'Obra', true],
    ['<', 'Name', 'obra', true],
    ['>=', 'CreatedAt', '2025-11-26', true],
    ['<', 'CreatedAt', '2025-11-26T13:30:00.001Z', true],
    ['<', 'CreatedAt', '2025-11-26', false],
    ['>', 'done', false, false],
    ['>=', 'done', false, true],
    ['<', 'missing', 10, false],
    ['in', 'Name', ['Obra Sur', 'Obra Norte'], true],
    ['in', 'count', ['5'], false],
    ['in', 'owners', [['c-1', 'c-2']], true],
    ['in', 'Name', 'Obra Norte', false],
    ['in', 'Name', [], false],
    ['in', 'count', [...Array.from({ length: 30 }, (_, i) => i + 10), 5], false],
    ['in', 'missing', [null], false],
    ['in', 'nothing', [null], false],
    ['in', 'nothing', [null, 1], false],
    ['in', 'count', [null, 5], true],
    ['in', 'address', [{ zip: '28001', city: 'Madrid' }], true],
    ['not-in', 'Name', ['Otra'], true],
    ['not-in', 'Name', ['Obra Norte'], false],
    ['not-in', 'Name', ['Otra', null], false],
    ['not-in', 'nothing', ['x'], false],
    ['not-in', 'count', [6], true],
    ['not-in', 'missing', ['x'], false],
    ['not-in', 'count', 'x', false],
    ['array-contains', 'owners', 'c-1', true],
    ['array-contains', 'owners', 'c-3', false],
    ['array-contains', 'tags', { k: 1 }, true],
    ['array-contains', 'withNull', null, false],
    ['array-contains', 'Name', 'Obra Norte', false],
    ['array-contains', 'Name', 'O', false],
    ['array-contains', 'missing', 'c-1', false],
    ['array-contains-any', 'owners', ['c-9', 'c-2'], true],
    ['array-contains-any', 'owners', ['c-9'], false],
    ['array-contains-any', 'Name', ['Obra Norte'], false],
    ['array-contains-any', 'owners', 'c-1', false],
    ['array-contains-any', 'withNull', [null], false],
    ['array-contains-any', 'withNull', [null, 'y'], true],
  ])('%s on %s with %j -> %s', (op, field, value, expected) => {
    expect(matchesWhere(doc, [[field, op, value]])).toBe(expected);
  });
});

describe('matchesWhere: several clauses', () => {
  it.each<[string, WhereClause[], boolean]>([
    ['no clauses', [], true],
    [
      'all hold',
      [
        ['count', '>', 1],
        ['owners', 'array-contains', 'c-1'],
        ['Name', '!=', 'x'],
      ],
      true,
    ],
    [
      'one fails',
      [
        ['count', '>', 1],
        ['owners', 'array-contains', 'c-9'],
      ],
      false,
    ],
    [
      'a range on both sides',
      [
        ['count', '>', 1],
        ['count', '<', 5],
      ],
      false,
    ],
  ])('%s', (_name, where, expected) => {
    expect(matchesWhere(doc, where)).toBe(expected);
  });
});

describe('compareForOrder', () => {
  const a = { FireId: 'a', n: 1 };
  const b = { FireId: 'b', n: 2 };
  const b2 = { FireId: 'b2', n: 1 };
  it.each<
    [string, Record<string, unknown>, Record<string, unknown>, [string, 'asc' | 'desc'] | undefined, number]
  >([
    ['asc by value', a, b, ['n', 'asc'], -1],
    ['desc by value', a, b, ['n', 'desc'], 1],
    ['tie -> FireId asc', a, b2, ['n', 'asc'], -1],
    ['tie -> FireId desc', a, b2, ['n', 'desc'], 1],
    ['no order -> FireId', b, a, undefined, 1],
    ['null before numbers', { FireId: 'x', n: null }, a, ['n', 'asc'], -1],
  ])('%s', (_name, x, y, orderBy, expected) => {
    expect(Math.sign(compareForOrder(x, y, orderBy))).toBe(expected);
  });
});

describe('effectiveOrder', () => {
  it.each<[string, Pick<StoreQuery, 'where' | 'orderBy'>, unknown]>([
    ['none', { where: [['a', '==', 1]] }, []],
    ['explicit', { where: [], orderBy: ['b', 'desc'] }, [['b', 'desc']]],
    ['implicit inequality field', { where: [['a', '>', 1]] }, [['a', 'asc']]],
    ['!= counts', { where: [['a', '!=', 1]] }, [['a', 'asc']]],
    [
      'inequality after order',
      { where: [['a', '>', 1]], orderBy: ['b', 'desc'] },
      [
        ['b', 'desc'],
        ['a', 'desc'],
      ],
    ],
    [
      'same field once',
      {
        where: [
          ['a', '>', 1],
          ['a', '<', 9],
        ],
        orderBy: ['a', 'desc'],
      },
      [['a', 'desc']],
    ],
  ])('%s', (_name, q, expected) => {
    expect(effectiveOrder(q)).toEqual(expected);
  });
});

describe('applyQuery', () => {
  const docs = [
    { FireId: 'p3', Name: 'Casa', n: 3, owners: ['c-1'] },
    { FireId: 'p1', Name: 'Ático', n: 1, owners: ['c-2'] },
    { FireId: 'p2', Name: 'Casa', n: 2, owners: ['c-1', 'c-2'] },
    { FireId: 'p4', n: 4, owners: [] },
    { FireId: 'p5', Name: null, n: '5' },
  ];
  const ids = (q: Partial<StoreQuery>) =>
    applyQuery(docs, { collection: 'p', where: [], limit: 10000, ...q }).map((d) => d.FireId);

  it.each<[string, Partial<StoreQuery>, string[]]>([
    ['no filter: by FireId', {}, ['p1', 'p2', 'p3', 'p4', 'p5']],
    [
      'order asc, null first, ties by FireId, missing left out',
      { orderBy: ['Name', 'asc'] },
      ['p5', 'p2', 'p3', 'p1'],
    ],
    ['order desc, ties by FireId desc', { orderBy: ['Name', 'desc'] }, ['p1', 'p3', 'p2', 'p5']],
    ['numbers before strings', { orderBy: ['n', 'asc'] }, ['p1', 'p2', 'p3', 'p4', 'p5']],
    [
      'filter then order',
      { where: [['owners', 'array-contains', 'c-1']], orderBy: ['n', 'desc'] },
      ['p3', 'p2'],
    ],
    ['range orders implicitly by its field', { where: [['n', '>=', 2]] }, ['p2', 'p3', 'p4']],
    ['limit after ordering', { orderBy: ['n', 'desc'], limit: 2 }, ['p5', 'p4']],
    ['nothing matches', { where: [['Name', '==', 'Nada']] }, []],
  ])('%s', (_name, q, expected) => {
    expect(ids(q)).toEqual(expected);
  });

  it('does not reorder the input', () => {
    const before = docs.map((d) => d.FireId);
    ids({ orderBy: ['n', 'desc'] });
    expect(docs.map((d) => d.FireId)).toEqual(before);
  });
});
