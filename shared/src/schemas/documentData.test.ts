import { describe, expect, it } from 'vitest';
import { commandSchema } from './commands';
import {
  type DocumentDataProblem,
  documentDataProblem,
  documentDataSchema,
  isReservedName,
} from './documentData';

describe('documentDataProblem', () => {
  it.each<[string, unknown, DocumentDataProblem | null]>([
    ['an ordinary body', { Name: 'A', n: 1, m: { list: [1, 'x', null, { deep: [true] }] } }, null],
    ['names that only look reserved', { _k_: 1, __k: 2, k__: 3, ___: 4, 'a.b': 5 }, null],
    ['arrays in maps in arrays', { list: [{ inner: [1, [].length] }] }, null],
    ['a Date (a value, not a map)', { at: new Date(0) }, null],
    ['an empty body', {}, null],
    ['an empty field name', { '': 1 }, { problem: 'empty_field_name', path: [''] }],
    [
      'an empty name deep in a map',
      { m: { n: { '': 1 } } },
      { problem: 'empty_field_name', path: ['m', 'n', ''] },
    ],
    ['a reserved field name', { __name__: 1 }, { problem: 'reserved_field_name', path: ['__name__'] }],
    [
      'a reserved name in a map in an array',
      { list: [{ ok: 1 }, { __k__: 1 }] },
      { problem: 'reserved_field_name', path: ['list', 1, '__k__'] },
    ],
    ['a bare reserved name', { ____: 1 }, { problem: 'reserved_field_name', path: ['____'] }],
    [
      'an array in an array',
      { where: [['Name', '==', 'x']] },
      { problem: 'nested_array', path: ['where', 0] },
    ],
    ['an empty array in an array', { l: [1, []] }, { problem: 'nested_array', path: ['l', 1] }],
    [
      'an array in an array inside a map in an array',
      { l: [{ m: [[1]] }] },
      { problem: 'nested_array', path: ['l', 0, 'm', 0] },
    ],
  ])('%s', (_, data, expected) => {
    expect(documentDataProblem(data)).toEqual(expected);
  });
});

describe('isReservedName', () => {
  it.each<[string, boolean]>([
    ['__x__', true],
    ['____', true],
    ['__.*__', true],
    ['___', false],
    ['__x', false],
    ['x__', false],
    ['_x_', false],
    ['a__b__', false],
  ])('%s -> %s', (name, expected) => {
    expect(isReservedName(name)).toBe(expected);
  });
});

describe('documentDataSchema', () => {
  it.each<[string, unknown]>([
    ['a reserved field name', { m: { __k__: 1 } }],
    ['an empty field name', { '': 1 }],
    ['an array directly in an array', { l: [[1]] }],
  ])('refuses what Firestore cannot store: %s, saying where', (_, data) => {
    const result = documentDataSchema.safeParse(data);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(documentDataProblem(data)?.path);
  });

  it('refuses such a command (an invalid change, not the undefined-value message)', () => {
    const result = commandSchema.safeParse({
      id: 'c1',
      type: 'document.create',
      payload: { collection: 'p', data: { l: [[1]] } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'an array cannot hold an array directly (at l.0)',
    ]);
  });

  it('keeps accepting what Firestore stores', () => {
    const data = { Name: 'A', list: [{ inner: [1, 2] }], m: { _k_: null } };
    expect(documentDataSchema.parse(data)).toEqual(data);
  });
});
