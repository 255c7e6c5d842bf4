import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';

const utc = { timeZone: 'UTC' };

describe('formatDate (es-ES)', () => {
  it.each([
    [new Date('2026-03-05T14:07:00Z'), '05/03/2026'],
    ['2026-12-31T23:59:59Z', '31/12/2026'],
    [Date.UTC(2026, 0, 1), '01/01/2026'],
  ])('%s -> %s', (value, text) => {
    expect(formatDate(value, utc)).toBe(text);
  });

  it('uses the given time zone', () => {
    expect(formatDate('2026-12-31T23:30:00Z', { timeZone: 'Europe/Madrid' })).toBe('01/01/2027');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDate('pronto', utc)).toBe('pronto');
  });
});

describe('formatDateTime (es-ES, 24 h)', () => {
  it.each([
    [new Date('2026-03-05T14:07:00Z'), '05/03/2026, 14:07'],
    ['2026-03-05T04:07:00Z', '05/03/2026, 04:07'],
    ['2026-03-05T00:00:00Z', '05/03/2026, 00:00'],
  ])('%s -> %s', (value, text) => {
    expect(formatDateTime(value, utc)).toBe(text);
  });

  it('uses the given time zone (summer time in Madrid)', () => {
    expect(formatDateTime('2026-07-05T14:07:00Z', { timeZone: 'Europe/Madrid' })).toBe('05/07/2026, 16:07');
  });
});
