import { describe, expect, it } from 'vitest';
import { docAge } from './docAge';

const created = '2026-03-02T08:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('docAge', () => {
  it.each([
    ['days and hours', '2026-03-05T12:30:00.000Z', 'hace 3 días y 4 horas'],
    ['hours and minutes', '2026-03-02T10:05:00.000Z', 'hace 2 horas y 5 minutos'],
    ['minutes', '2026-03-02T08:07:59.000Z', 'hace 7 minutos'],
    ['one day exactly', '2026-03-03T08:00:00.000Z', 'hace 1 día'],
    ['seconds ago', '2026-03-02T08:00:40.000Z', 'ahora mismo'],
    ['a clock behind the document', '2026-03-01T08:00:00.000Z', 'ahora mismo'],
    ['weeks', '2026-03-20T08:00:00.000Z', 'hace 2 semanas'],
    ['a year', '2027-03-10T08:00:00.000Z', 'hace 1 año'],
    ['21 months', '2027-12-10T08:00:00.000Z', 'hace 21 meses'],
  ])('%s', (_case, now, ago) => {
    expect(docAge(created, at(now))).toEqual({ date: '02/03/2026', ago });
  });

  it.each([undefined, '', 'ayer', 42])('has nothing to say for CreatedAt %j', (value) => {
    expect(docAge(value, at('2026-03-05T00:00:00.000Z'))).toBeNull();
  });
});
