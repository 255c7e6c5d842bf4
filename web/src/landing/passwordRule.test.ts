import { isValidNewPassword as serverRule } from '@colmena/shared/schemas';
import { describe, expect, it } from 'vitest';
import { isValidNewPassword, isValidPasswordPair } from './passwordRule';

const cases: [string, boolean][] = [
  ['Colmena2026', true],
  ['Abcdefg1', true],
  ['Ñandú2026x', true],
  ['Abcdef1', false], // 7 characters
  ['abcdefg1', false], // no uppercase
  ['ABCDEFG1', false], // no lowercase
  ['Abcdefgh', false], // no digit
  ['Abcd efg1', false], // space inside
  [' Abcdefg1', false], // leading space
  ['Abcdefg1\t', false], // tab counts as a space
  ['Abcdefg1\u00a0', false], // no-break space too
  ['Abcdefg١', false], // an Arabic-Indic digit is not 0-9
  ['', false],
];

describe('new-password rule (spec §5)', () => {
  it.each(cases)('%j → %s', (password, expected) => {
    expect(isValidNewPassword(password)).toBe(expected);
  });

  it.each(cases)('agrees with the server on %j', (password) => {
    expect(isValidNewPassword(password)).toBe(serverRule(password));
  });
});

describe('password confirmation', () => {
  it.each([
    ['Colmena2026', 'Colmena2026', true],
    ['Colmena2026', 'Colmena2027', false],
    ['Colmena2026', '', false],
    ['weak', 'weak', false],
  ])('%j + %j → %s', (password, repeat, expected) => {
    expect(isValidPasswordPair(password, repeat)).toBe(expected);
  });
});
