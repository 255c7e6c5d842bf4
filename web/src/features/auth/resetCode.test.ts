import { describe, expect, it } from 'vitest';
import { isCodeRejection, isCompleteResetCode, normalizeResetCode } from './resetCode';

describe('reset code', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56', '123456'],
    [' 1234567', '123456'],
    ['abc', ''],
    ['', ''],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeResetCode(input)).toBe(expected);
  });

  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['', false],
  ])('%j is complete: %s', (code, expected) => {
    expect(isCompleteResetCode(code)).toBe(expected);
  });

  it.each([
    ['invalid_code', true],
    ['bad_request', true],
    ['forbidden', true],
    ['not_found', true],
    ['too_many_requests', false],
    ['no_internet', false],
    ['internal', false],
  ] as const)('%s means a refused code: %s', (code, expected) => {
    expect(isCodeRejection(code)).toBe(expected);
  });
});
