import { describe, expect, it } from 'vitest';
import { type ByteRangeRequest, parseRangeHeader, resolveByteRange } from './byteRange';

describe('parseRangeHeader', () => {
  it.each<[string | undefined, ByteRangeRequest | null]>([
    ['bytes=0-499', { start: 0, end: 499 }],
    ['bytes=500-', { start: 500 }],
    ['bytes=-200', { suffix: 200 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['BYTES=1-2', { start: 1, end: 2 }],
    ['bytes= 7-9 ', { start: 7, end: 9 }],
    ['bytes=-0', { suffix: 0 }],
    // Nothing to honour: the whole file is sent.
    [undefined, null],
    ['', null],
    ['bytes=', null],
    ['bytes=-', null],
    ['bytes=5-3', null],
    ['bytes=a-b', null],
    ['bytes=1-2,4-5', null],
    ['items=0-1', null],
    ['bytes=0x10-20', null],
    ['bytes=99999999999999999999-', { start: 1e20 }],
  ])('%s → %j', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });
});

describe('resolveByteRange', () => {
  it.each<[ByteRangeRequest, number, { start: number; end: number } | null]>([
    [{ start: 0, end: 499 }, 1000, { start: 0, end: 499 }],
    [{ start: 500 }, 1000, { start: 500, end: 999 }],
    [{ start: 990, end: 5000 }, 1000, { start: 990, end: 999 }],
    [{ start: 999, end: 999 }, 1000, { start: 999, end: 999 }],
    [{ suffix: 200 }, 1000, { start: 800, end: 999 }],
    [{ suffix: 5000 }, 1000, { start: 0, end: 999 }],
    // Unsatisfiable: 416.
    [{ start: 1000 }, 1000, null],
    [{ start: 1e20 }, 1000, null],
    [{ suffix: 0 }, 1000, null],
    [{ start: 0 }, 0, null],
    [{ suffix: 10 }, 0, null],
  ])('%j of %i bytes → %j', (request, size, expected) => {
    expect(resolveByteRange(request, size)).toEqual(expected);
  });
});
