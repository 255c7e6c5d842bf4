import { describe, expect, it } from 'vitest';
import { formatElapsed } from './elapsed';

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
