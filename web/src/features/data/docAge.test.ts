import { describe, expect, it } from 'vitest';
import { docAge } from './docAge';

const created = '2026-03-02T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('docAge', () => {
  it.each([
    ['days and hours', '2026-03-05T12:30:00.000Z', '3 días y 4 horas'],
    ['hours and minutes', '2026-03-02T10:05:00.000Z', '2 horas y 5 minutos'],
    ['minutes', '2026-03-02T08:07:59.000Z', '7 minutos'],
    ['one day exactly', '2026-03-03T08:00:00.000Z', '1 día'],
    ['a clock behind the document reads 0', '2026-03-01T08:00:00.000Z', '0 minutos'],
  ])('%s', (_case, now, elapsed) => {
    expect(docAge(created, at(now))).toEqual({ date: '02/03/2026', elapsed });
  });

  it.each([undefined, '', 'ayer', 42])('has nothing to say for CreatedAt %j', (value) => {
    expect(docAge(value, at('2026-03-05T00:00:00.000Z'))).toBeNull();
  });
});
