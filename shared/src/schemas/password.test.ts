import { describe, expect, it } from 'vitest';
import { isValidNewPassword } from './password';

describe('isValidNewPassword (spec §5)', () => {
  it.each([
    ['Colmena2026', true],
    ['Abcdefg1', true],
    ['Ñandú2026x', true],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abcd efg1', false],
    ['Abcdefg1\t', false],
    ['', false],
  ])('%j -> %s', (password, expected) => {
    expect(isValidNewPassword(password)).toBe(expected);
  });
});
