import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber, formatPercent, roundTo } from './number';

const nbsp = '\u00a0';

describe('formatNumber (es-ES: thousands dot, decimal comma)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1234, '1.234'],
    [-1234, '-1.234'],
    [12345, '12.345'],
    [1234567, '1.234.567'],
    [1234567.891, '1.234.567,891'],
    [0.5, '0,5'],
    [9.87654, '9,877'],
    [-0, '0'],
  ])('%d -> %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it.each([
    [1234.5678, 0, 'round', '1.235'],
    [1234.5678, 1, 'round', '1.234,6'],
    [1234.5678, 2, 'round', '1.234,57'],
    [1234.5678, 0, 'floor', '1.234'],
    [1234.5678, 1, 'floor', '1.234,5'],
    [1234.5678, 2, 'floor', '1.234,56'],
    [1234.5111, 0, 'ceil', '1.235'],
    [1234.5111, 1, 'ceil', '1.234,6'],
    [1234.5111, 2, 'ceil', '1.234,52'],
    [2.5, 0, 'round', '3'],
    [-2.5, 0, 'round', '-3'],
    [1.005, 2, 'round', '1,01'],
    [-2.345, 2, 'floor', '-2,35'],
    [-2.345, 2, 'ceil', '-2,34'],
    [-0.4, 0, 'round', '0'],
    [-0.4, 0, 'ceil', '0'],
    [1234, 2, 'round', '1.234,00'],
  ] as const)('%d with %i decimals (%s) -> %s', (value, decimals, rounding, text) => {
    expect(formatNumber(value, { decimals, rounding })).toBe(text);
  });
});

describe('formatCurrency (euro, es-ES)', () => {
  it.each([
    [0, {}, `0,00${nbsp}€`],
    [5, {}, `5,00${nbsp}€`],
    [1234.5, {}, `1.234,50${nbsp}€`],
    [-1234.5, {}, `-1.234,50${nbsp}€`],
    [1234567.891, {}, `1.234.567,89${nbsp}€`],
    [100, { decimals: 0 }, `100${nbsp}€`],
    [99.999, { decimals: 2, rounding: 'floor' }, `99,99${nbsp}€`],
    [99.001, { decimals: 2, rounding: 'ceil' }, `99,01${nbsp}€`],
    [1234.5, { decimals: 0, rounding: 'floor' }, `1.234${nbsp}€`],
  ] as const)('%d %o -> %s', (value, options, text) => {
    expect(formatCurrency(value, options)).toBe(text);
  });
});

describe('formatPercent (points, 0 to 100)', () => {
  it.each([
    [0, {}, `0${nbsp}%`],
    [25, {}, `25${nbsp}%`],
    [12.5, {}, `12,5${nbsp}%`],
    [100, {}, `100${nbsp}%`],
    [33.333, { decimals: 1 }, `33,3${nbsp}%`],
    [33.35, { decimals: 1, rounding: 'floor' }, `33,3${nbsp}%`],
    [33.3, { decimals: 1, rounding: 'floor' }, `33,3${nbsp}%`],
    [33.31, { decimals: 1, rounding: 'ceil' }, `33,4${nbsp}%`],
    [66.666, { decimals: 0 }, `67${nbsp}%`],
    [1500, {}, `1.500${nbsp}%`],
  ] as const)('%d %o -> %s', (value, options, text) => {
    expect(formatPercent(value, options)).toBe(text);
  });
});

describe('roundTo', () => {
  it.each([
    [2.345, 2, 'round', 2.35],
    [2.345, 2, 'floor', 2.34],
    [2.341, 2, 'ceil', 2.35],
    [1.005, 2, 'round', 1.01],
    [2.5, 0, 'round', 3],
    [-2.5, 0, 'round', -3],
    [-2.345, 2, 'floor', -2.35],
    [-2.345, 2, 'ceil', -2.34],
    [1234.5678, 1, 'round', 1234.6],
    [-0.4, 0, 'round', 0],
    [1e-7, 2, 'ceil', 0.01],
    [1e21, 2, 'round', 1e21],
    [7, 0, 'floor', 7],
  ] as const)('roundTo(%d, %i, %s) === %d', (value, decimals, rounding, expected) => {
    expect(roundTo(value, decimals, rounding)).toBe(expected);
  });

  it('defaults to nearest and never returns -0', () => {
    expect(roundTo(1.25, 1)).toBe(1.3);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('passes %d through', (value) => {
    expect(roundTo(value, 2)).toBe(value);
  });
});
