import { describe, expect, it } from 'vitest';
import { numberText, parseTypedNumber, typedNumberValue } from './typedNumber';

describe('a typed number', () => {
  it.each([
    ['', 'es', { kind: 'empty' }],
    ['   ', 'en', { kind: 'empty' }],
    ['12', 'es', { kind: 'number', value: 12 }],
    ['-3', 'es', { kind: 'number', value: -3 }],
    ['12,5', 'es', { kind: 'number', value: 12.5 }],
    ['12,5', 'en', { kind: 'number', value: 12.5 }],
    ['12.5', 'es', { kind: 'number', value: 12.5 }],
    ['12.5', 'en', { kind: 'number', value: 12.5 }],
    ['12,', 'es', { kind: 'number', value: 12 }],
    [',5', 'es', { kind: 'number', value: 0.5 }],
    ['.5', 'en', { kind: 'number', value: 0.5 }],
    ['1.234', 'es', { kind: 'number', value: 1234 }],
    ['1.234', 'en', { kind: 'number', value: 1.234 }],
    ['1,234', 'en', { kind: 'number', value: 1234 }],
    ['1,234', 'es', { kind: 'number', value: 1.234 }],
    ['1.234.567,89', 'es', { kind: 'number', value: 1234567.89 }],
    ['1,234,567.89', 'en', { kind: 'number', value: 1234567.89 }],
    ['1 234,50 €', 'es', { kind: 'number', value: 1234.5 }],
    ['35 %', 'es', { kind: 'number', value: 35 }],
    ['1.2.3', 'es', { kind: 'invalid' }],
    ['12,5,3', 'es', { kind: 'invalid' }],
    ['1,234.5', 'es', { kind: 'invalid' }],
    ['abc', 'en', { kind: 'invalid' }],
    ['12a', 'es', { kind: 'invalid' }],
    ['-', 'es', { kind: 'invalid' }],
    ['1e5', 'en', { kind: 'invalid' }],
    ['Infinity', 'en', { kind: 'invalid' }],
  ] as const)('%j in %s reads as %j', (text, language, expected) => {
    expect(parseTypedNumber(text, language)).toEqual(expected);
  });

  it.each([
    ['', 'es', null],
    ['7,25', 'es', 7.25],
    ['7,2x', 'es', '7,2x'],
    ['0', 'en', 0],
  ] as const)('%j gives the form %j', (text, language, expected) => {
    expect(typedNumberValue(text, language)).toBe(expected);
  });

  it.each([
    [12.5, 'es', '12,5'],
    [12.5, 'en', '12.5'],
    [-1000, 'es', '-1000'],
    [0, 'es', '0'],
    [null, 'es', ''],
    [undefined, 'en', ''],
    ['12,a', 'es', '12,a'],
    [Number.NaN, 'es', ''],
  ] as const)('%j shows in %s as %j', (value, language, expected) => {
    expect(numberText(value, language)).toBe(expected);
  });

  it('reads back what it shows, in both languages', () => {
    for (const value of [0, 1, -2.5, 1234.5678, 1e-7, -2.5e-9, 99.99, 123456789012])
      for (const language of ['es', 'en'] as const) {
        const typed = parseTypedNumber(numberText(value, language), language);
        expect(typed).toEqual({ kind: 'number', value });
      }
  });
});
