import { documentLimits } from '@colmena/shared/schemas';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/AppError';
import { type AppendChange, withAppended } from './appendElement';
import { appendedTally, tallyOf } from './appendTally';
import type { DocData } from './Store';

const thread = (messages: number): DocData => ({
  participants: ['u-a', 'u-b'],
  unreadBy: ['u-b'],
  LastUpdate: '2026-11-27T10:00:00.000Z',
  msjArray: Array.from({ length: messages }, (_, i) => ({
    key: `k${i}`,
    from: 'u-a',
    body: `Hola ${i} ñ`,
    at: 'x',
  })),
});
const message = { key: 'new', from: 'u-b', body: 'Ya voy 😀', at: '2026-11-27T10:01:00.000Z' };

describe('appendedTally', () => {
  it.each<[string, DocData, AppendChange]>([
    ['a message into an empty thread', thread(0), { field: 'msjArray', element: message, patch: {} }],
    [
      'a message and the fields a send moves',
      thread(50),
      {
        field: 'msjArray',
        element: message,
        patch: { unreadBy: ['u-a'], LastUpdate: '2026-11-27T10:01:00.000Z' },
      },
    ],
    [
      'a field the document lacks',
      { a: 1 },
      { field: 'list', element: { n: [1, 2] }, patch: { added: { deep: true } } },
    ],
    [
      'a patch removing nothing (undefined)',
      thread(3),
      { field: 'msjArray', element: 7, patch: { unreadBy: undefined } },
    ],
    ['a number, null and a boolean', { l: [1] }, { field: 'l', element: null, patch: { n: 2.5, b: false } }],
  ])('%s: the same as walking the whole document after it', (_, doc, change) => {
    const base = tallyOf(doc);
    expect(base).not.toBeNull();
    expect(appendedTally(doc, base ?? { bytes: 0, fields: 0 }, change)).toEqual(
      tallyOf(withAppended(doc, change)),
    );
  });

  it.each<[string, AppendChange]>([
    ['an array in the array', { field: 'msjArray', element: [1], patch: {} }],
    ['a reserved name in the element', { field: 'msjArray', element: { __x__: 1 }, patch: {} }],
    ['an unpaired surrogate in a patch field', { field: 'msjArray', element: 1, patch: { t: '\ud800' } }],
    ['a non-finite number', { field: 'msjArray', element: { n: Number.NaN }, patch: {} }],
  ])('refuses %s with bad_request', (_, change) => {
    const doc = thread(2);
    expect(() => appendedTally(doc, tallyOf(doc) ?? { bytes: 0, fields: 0 }, change)).toThrow(AppError);
  });

  it('refuses the message that takes a document past its size or its fields', () => {
    const doc = thread(5);
    const base = tallyOf(doc) ?? { bytes: 0, fields: 0 };
    // 4 fields, 2 participants, 1 unreadBy, 5 messages of 4 fields each.
    expect(base.fields).toBe(32);
    const limits = { ...documentLimits, maxBytes: base.bytes + 100, maxFields: 34 };
    expect(() =>
      appendedTally(doc, base, { field: 'msjArray', element: 'x', patch: {} }, limits),
    ).not.toThrow();
    expect(() =>
      appendedTally(doc, base, { field: 'msjArray', element: { a: 1, b: 2 }, patch: {} }, limits),
    ).toThrow('the document has more than 34 fields');
    expect(() =>
      appendedTally(doc, base, { field: 'msjArray', element: 'x'.repeat(100), patch: {} }, limits),
    ).toThrow(`the document is larger than ${base.bytes + 100} bytes`);
  });
});
