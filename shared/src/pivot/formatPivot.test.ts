import { describe, expect, it } from 'vitest';
import type { PivotValue } from './accumulator';
import { formatPivotKeyPart, formatPivotValue } from './formatPivot';
import type { PivotKeyPart } from './groupKey';
import type { PivotAggregation } from './pivotConfig';

describe('formatPivotValue', () => {
  it.each<[PivotValue, PivotAggregation, string]>([
    [1234, 'count', '1.234'],
    [1234567.891, 'sum', '1.234.567,891'],
    [-0.5, 'sum', '-0,5'],
    [2.5, 'avg', '2,50'],
    [1 / 3, 'avg', '0,33'],
    [0, 'min', '0'],
    [null, 'avg', ''],
    [null, 'max', ''],
  ])('%j as %s → %j', (value, agg, text) => {
    expect(formatPivotValue(value, agg)).toBe(text);
  });
});

describe('formatPivotKeyPart', () => {
  it.each<[PivotKeyPart, string]>([
    ['Norte', 'Norte'],
    [2026, '2.026'],
    [true, 'Verdadero'],
    [null, '[Sin Valor en la BD]'],
    ['', '[Texto vacío en la BD]'],
  ])('%j → %j', (part, text) => {
    expect(formatPivotKeyPart(part)).toBe(text);
  });
});
