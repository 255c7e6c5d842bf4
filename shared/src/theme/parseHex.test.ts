import { describe, expect, it } from 'vitest';
import { parseHex } from './parseHex';

describe('parseHex', () => {
  it.each([
    ['#000', { r: 0, g: 0, b: 0 }],
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#FFF', { r: 255, g: 255, b: 255 }],
    ['#abc', { r: 0xaa, g: 0xbb, b: 0xcc }],
    ['#1b5e20', { r: 27, g: 94, b: 32 }],
    ['#1B5E20', { r: 27, g: 94, b: 32 }],
    ['#AbCdEf', { r: 0xab, g: 0xcd, b: 0xef }],
    ['#000000', { r: 0, g: 0, b: 0 }],
  ])('%s -> %o', (hex, rgb) => {
    expect(parseHex(hex)).toEqual(rgb);
  });

  it.each([
    ['no hash', 'fff'],
    ['no hash, 6 digits', '1b5e20'],
    ['empty', ''],
    ['hash only', '#'],
    ['1 digit', '#f'],
    ['2 digits', '#ff'],
    ['4 digits (alpha)', '#ffff'],
    ['5 digits', '#fffff'],
    ['8 digits (alpha)', '#ffffffff'],
    ['non-hex digit', '#ggg'],
    ['colour name', 'red'],
    ['rgb()', 'rgb(1, 2, 3)'],
    ['leading space', ' #fff'],
    ['trailing space', '#fff '],
    ['trailing newline', '#fff\n'],
  ])('%s (%j) throws Bad Hex', (_name, hex) => {
    expect(() => parseHex(hex)).toThrow(new Error('Bad Hex'));
  });

  it('rejects a non-string at run time', () => {
    expect(() => parseHex(42 as unknown as string)).toThrow('Bad Hex');
  });
});
