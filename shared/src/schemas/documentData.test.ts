import { describe, expect, it } from 'vitest';
import { commandSchema } from './commands';
import {
  commandDataLimits,
  type DocumentDataProblem,
  documentDataProblem,
  documentDataProblemMessage,
  documentDataSchema,
  documentLimits,
  isReservedName,
  tallyDocumentData,
  valueUndefinedMessage,
} from './documentData';

/** A body whose deepest field is at `levels` (its own fields are level 1), each level a map `m`. */
function nested(levels: number, leaf: unknown = 1): Record<string, unknown> {
  let value = leaf;
  for (let i = 1; i < levels; i++) value = { m: value };
  return { m: value };
}
const mPath = (levels: number) => Array.from({ length: levels }, () => 'm');

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
    ['20 levels of maps', nested(20), null],
    ['21 levels of maps', nested(21), { problem: 'too_deep', path: mPath(21), limit: 20 }],
    [
      'arrays count as levels',
      nested(19, [{ deep: 1 }]),
      { problem: 'too_deep', path: [...mPath(19), 0, 'deep'], limit: 20 },
    ],
    [
      'a non-finite number',
      { m: { n: Number.POSITIVE_INFINITY } },
      { problem: 'non_finite_number', path: ['m', 'n'] },
    ],
    ['NaN in an array', { l: [1, Number.NaN] }, { problem: 'non_finite_number', path: ['l', 1] }],
    [
      'an unpaired surrogate in a text',
      { m: ['ok', 'a\ud800b'] },
      { problem: 'malformed_text', path: ['m', 1] },
    ],
    ['an unpaired low surrogate', { t: '\udc00' }, { problem: 'malformed_text', path: ['t'] }],
    ['a surrogate pair (an emoji) is fine', { t: '😀𝕏', '😀': 1 }, null],
    [
      'an unpaired surrogate in a field name',
      { 'k\ud800': 1 },
      { problem: 'malformed_text', path: ['k\ud800'] },
    ],
    ['a 1,500-byte field name', { ['ñ'.repeat(750)]: 1 }, null],
    [
      'a 1,501-byte field name',
      { ['a'.repeat(1501)]: 1 },
      { problem: 'long_field_name', path: ['a'.repeat(1501)] },
    ],
    ['20,000 fields', { l: Array.from({ length: 19_999 }, () => 0) }, null],
    [
      '20,001 fields',
      { l: Array.from({ length: 20_000 }, () => 0) },
      { problem: 'too_many_fields', path: ['l', 19_999], limit: 20_000 },
    ],
    [
      'fields in maps count too',
      { a: Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 0])) },
      {
        problem: 'too_many_fields',
        path: ['a', 'k19999'],
        limit: 20_000,
      },
    ],
  ])('%s', (_, data, expected) => {
    expect(documentDataProblem(data)).toEqual(expected);
  });
});

describe('documentDataProblem: size (Firestore storage size)', () => {
  const limit = documentLimits.maxBytes;
  // 32 per document, the name `t` 2, the string its UTF-8 bytes + 1.
  const overhead = 32 + 2 + 1;
  it.each<[string, unknown, DocumentDataProblem | null]>([
    ['exactly the limit', { t: 'x'.repeat(limit - overhead) }, null],
    ['one byte over', { t: 'x'.repeat(limit - overhead + 1) }, { problem: 'too_big', path: ['t'], limit }],
    [
      'multi-byte characters count their UTF-8 bytes',
      { t: '€'.repeat(Math.ceil((limit - overhead + 1) / 3)) },
      { problem: 'too_big', path: ['t'], limit },
    ],
    ['numbers are 8 bytes each', { l: Array.from({ length: 19_000 }, () => 0) }, null],
    [
      'many numbers and names add up',
      Object.fromEntries(Array.from({ length: 19_000 }, (_, i) => [`${'k'.repeat(40)}${i}`, 'v'.repeat(10)])),
      { problem: 'too_big', path: [], limit },
    ],
  ])('%s', (_, data, expected) => {
    const found = documentDataProblem(data);
    // Where it crossed the limit is wherever the walk was: only the verdict matters here.
    expect(found && { ...found, path: [] }).toEqual(expected && { ...expected, path: [] });
  });

  it('stops at the depth limit: a body nested 100,000 deep is refused, not a stack overflow', () => {
    const data = JSON.parse(`${'{"m":'.repeat(100_000)}1${'}'.repeat(100_000)}`) as unknown;
    expect(documentDataProblem(data)).toMatchObject({ problem: 'too_deep', limit: 20 });
  });

  it('says which limit and where', () => {
    const found = documentDataProblem(nested(21));
    expect(found && documentDataProblemMessage(found)).toBe(
      `maps and arrays nest deeper than 20 levels (at ${mPath(21).join('.')})`,
    );
  });
});

describe('tallyDocumentData', () => {
  it.each<[string, unknown, number, number]>([
    // bytes: 32 per document, a name its UTF-8 bytes + 1, a string its bytes + 1, a number 8.
    ['an empty body', {}, 32, 0],
    ['one text field', { t: 'ab' }, 32 + 2 + 3, 1],
    ['a number and a boolean', { n: 1, b: true }, 32 + 2 + 8 + 2 + 1, 2],
    ['an array counts each element as a field', { l: ['a', 'b'] }, 32 + 2 + 2 + 2, 3],
    ['a message in a thread', { m: [{ key: 'k', body: 'hola' }] }, 32 + 2 + 4 + 2 + 5 + 5, 4],
    ['multi-byte text', { t: '€' }, 32 + 2 + 4, 1],
    ['null', { z: null }, 32 + 2 + 1, 1],
  ])('%s: %i bytes, %i fields', (_, data, bytes, fields) => {
    expect(tallyDocumentData(data)).toEqual({ problem: null, bytes, fields });
  });

  it('adds up: a body is its parts, each counted once with the document overhead', () => {
    const whole = tallyDocumentData({ a: 'x', l: [{ k: 1 }, { k: 2 }] });
    const withoutSecond = tallyDocumentData({ a: 'x', l: [{ k: 1 }] });
    const second = tallyDocumentData({ l: [{ k: 2 }] });
    const emptyList = tallyDocumentData({ l: [] });
    expect(whole.bytes).toBe(withoutSecond.bytes + second.bytes - emptyList.bytes);
    expect(whole.fields).toBe(withoutSecond.fields + second.fields - emptyList.fields);
  });

  it('answers what documentDataProblem answers', () => {
    expect(tallyDocumentData(nested(21)).problem).toEqual(documentDataProblem(nested(21)));
    expect(tallyDocumentData({ l: [[1]] }).problem).toMatchObject({ problem: 'nested_array' });
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
    // As Firestore's `__.*__`: the dot matches no line break.
    ['__a\nb__', false],
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

  it('refuses data beyond the command limits, leaving room for its record and log entry', () => {
    expect(documentDataSchema.safeParse(nested(commandDataLimits.maxDepth)).success).toBe(true);
    const tooDeep = documentDataSchema.safeParse(nested(commandDataLimits.maxDepth + 1));
    expect(tooDeep.error?.issues.map((issue) => issue.message)).toEqual([
      `maps and arrays nest deeper than ${commandDataLimits.maxDepth} levels (at ${mPath(commandDataLimits.maxDepth + 1).join('.')})`,
    ]);
    expect(documentDataSchema.safeParse({ t: 'x'.repeat(commandDataLimits.maxBytes) }).success).toBe(false);
    expect(documentDataSchema.safeParse({ n: Number.NEGATIVE_INFINITY }).success).toBe(false);
  });

  it('refuses a body nested 100,000 deep without overflowing the stack (no search for undefined)', () => {
    const data = JSON.parse(`${'{"m":'.repeat(100_000)}1${'}'.repeat(100_000)}`) as unknown;
    expect(documentDataSchema.safeParse(data).success).toBe(false);
  });

  it.each<[string, unknown, PropertyKey[]]>([
    ['a field', { a: 1, b: undefined }, ['b']],
    ['a map in an array', { l: [1, { m: { x: undefined } }] }, ['l', 1, 'm', 'x']],
    ['an array element', { l: [1, undefined] }, ['l', 1]],
    // biome-ignore lint/suspicious/noSparseArray: the hole is the case.
    ['a hole in an array', { l: [1, , 3] }, ['l', 1]],
  ])('refuses an undefined value (%s), saying where', (_, data, path) => {
    const result = documentDataSchema.safeParse(data);
    expect(result.error?.issues.map((issue) => [issue.message, issue.path])).toEqual([
      [valueUndefinedMessage, path],
    ]);
  });

  it.each<[string, unknown]>([
    ['a text', 'Obra'],
    ['a list', [{ Name: 'Obra' }]],
    ['null', null],
    ['a number', 3],
    ['a date', new Date(0)],
  ])('refuses %s as a document body', (_, data) => {
    expect(documentDataSchema.safeParse(data).success).toBe(false);
  });

  it('hands back the body it checked, not a copy', () => {
    const data = { Name: 'Obra', m: { n: 1 } };
    expect(documentDataSchema.parse(data)).toBe(data);
  });

  it('keeps accepting what Firestore stores', () => {
    const data = { Name: 'A', list: [{ inner: [1, 2] }], m: { _k_: null } };
    expect(documentDataSchema.parse(data)).toEqual(data);
  });
});
