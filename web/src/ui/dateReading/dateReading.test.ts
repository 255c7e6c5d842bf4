import { describe, expect, it } from 'vitest';
import { nativeDateReading } from './dateReading';

describe('a native date control read the page’s way', () => {
  it.each([
    ['date', '2026-03-15', '15/03/2026'],
    ['date', '0999-01-02', '02/01/0999'],
    ['date', '', null],
    ['date', '2026-03', null],
    ['date', '2026-03-15T09:30', null],
    ['datetime-local', '2026-03-15T09:30', '15/03/2026, 09:30'],
    ['datetime-local', '2026-03-15T21:05:07', '15/03/2026, 21:05'],
    ['datetime-local', '2026-03-15T21:05:07.250', '15/03/2026, 21:05'],
    ['datetime-local', '2026-03-15', null],
    ['datetime-local', '', null],
    ['time', '08:45', '08:45'],
    ['time', '20:45:10', '20:45'],
    ['time', '8:45', null],
    ['time', '', null],
  ] as const)('%s %j reads %j', (type, value, expected) => {
    expect(nativeDateReading(type, value)).toBe(expected);
  });
});
