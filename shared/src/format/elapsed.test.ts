import { describe, expect, it } from 'vitest';
import { formatAgo, formatElapsed } from './elapsed';

const m = 60_000;
const h = 60 * m;
const d = 24 * h;

describe('formatElapsed (Spanish)', () => {
  it.each([
    [2 * d + 3 * h, '2 días y 3 horas'],
    [2 * d + 3 * h + 59 * m, '2 días y 3 horas'],
    [1 * d + 1 * h, '1 día y 1 hora'],
    [1 * d, '1 día'],
    [5 * d + 30 * m, '5 días'],
    [3 * h + 5 * m, '3 horas y 5 minutos'],
    [1 * h + 1 * m, '1 hora y 1 minuto'],
    [1 * h, '1 hora'],
    [2 * h + 59_999, '2 horas'],
    [23 * h + 59 * m, '23 horas y 59 minutos'],
    [5 * m, '5 minutos'],
    [1 * m, '1 minuto'],
    [59 * m + 59_999, '59 minutos'],
    [59_999, '0 minutos'],
    [0, '0 minutos'],
    [-5 * m, '0 minutos'],
    [Number.NaN, '0 minutos'],
  ])('%i ms -> %s', (ms, text) => {
    expect(formatElapsed(ms)).toBe(text);
  });
});

const y = 365.25 * d;
const mo = y / 12;

describe('formatAgo (Spanish, rounded to what reads sensibly)', () => {
  it.each([
    [Number.NaN, 'ahora mismo'],
    [-3 * h, 'ahora mismo'],
    [0, 'ahora mismo'],
    [59_999, 'ahora mismo'],
    [1 * m, 'hace 1 minuto'],
    [3 * h + 5 * m, 'hace 3 horas y 5 minutos'],
    [1 * d, 'hace 1 día'],
    [2 * d + 3 * h, 'hace 2 días y 3 horas'],
    [6 * d + 23 * h + 59 * m, 'hace 6 días y 23 horas'],
    [7 * d, 'hace 7 días'],
    [13 * d + 23 * h, 'hace 13 días'],
    [14 * d, 'hace 2 semanas'],
    [30 * d, 'hace 4 semanas'],
    [31 * d, 'hace 1 mes'],
    [2 * mo, 'hace 2 meses'],
    [11 * mo + 29 * d, 'hace 11 meses'],
    [1 * y, 'hace 1 año'],
    [12 * mo + 29 * d, 'hace 1 año'],
    [13 * mo, 'hace 13 meses'],
    [21 * mo + 10 * d, 'hace 21 meses'],
    [2 * y - 1, 'hace 23 meses'],
    [2 * y, 'hace 2 años'],
    [3 * y + 11 * mo, 'hace 3 años'],
    [40 * y, 'hace 40 años'],
  ])('%d ms -> %s', (ms, text) => {
    expect(formatAgo(ms)).toBe(text);
  });
});
