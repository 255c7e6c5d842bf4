import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTimeFromInput, dateTimeInputText, timeInputStep } from './dateTimeText';

// The browser's zone decides what the input shows; Madrid in winter is UTC+1.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Madrid';
});
afterAll(() => {
  process.env.TZ = zone;
});

describe('a date-time input', () => {
  it.each([
    ['2026-01-15T08:30:00.000Z', '2026-01-15T09:30'],
    ['2026-07-15T08:30:00Z', '2026-07-15T10:30'],
    ['2026-01-15T08:30:05Z', '2026-01-15T09:30:05'],
    ['2026-01-15T09:30', '2026-01-15T09:30'],
    ['', ''],
    ['not a date', ''],
    [null, ''],
    [42, ''],
  ] as const)('%j shows as %j', (value, expected) => {
    expect(dateTimeInputText(value)).toBe(expected);
  });

  it.each([
    ['2026-01-15T09:30', '2026-01-15T08:30:00.000Z'],
    ['2026-07-15T10:30:05', '2026-07-15T08:30:05.000Z'],
    ['', null],
    ['2026-13', '2026-13'],
  ] as const)('%j is stored as %j', (text, expected) => {
    expect(dateTimeFromInput(text)).toBe(expected);
  });

  it('stores what it shows', () => {
    const stored = '2026-03-29T01:15:00.000Z';
    expect(dateTimeFromInput(dateTimeInputText(stored))).toBe(stored);
  });

  it.each([
    ['09:30', 60],
    ['09:30:15', 1],
    [null, 60],
  ] as const)('a time %j steps by %d s', (value, step) => {
    expect(timeInputStep(value)).toBe(step);
  });
});
