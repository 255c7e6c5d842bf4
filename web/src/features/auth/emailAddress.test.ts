import { describe, expect, it } from 'vitest';
import { isWellFormedEmail } from './emailAddress';

describe('isWellFormedEmail', () => {
  it.each([
    ['ana@demo.test', true],
    [' ana@demo.test ', true],
    ['ana.garcia+reset@mail.demo.es', true],
    ['', false],
    ['ana', false],
    ['ana@', false],
    ['@demo.test', false],
    ['ana@demo', false],
    ['ana@demo.', false],
    ['ana@@demo.test', false],
    ['ana maria@demo.test', false],
    ['ana@demo..test', false],
  ])('%j → %s', (email, expected) => {
    expect(isWellFormedEmail(email)).toBe(expected);
  });
});
