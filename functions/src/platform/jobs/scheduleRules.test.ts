import { describe, expect, it } from 'vitest';
import { jobLimits } from './Jobs';
import { cronProblem, dueKey, nextDue, retryDelayMs } from './scheduleRules';

describe('nextDue', () => {
  it.each([
    [
      'Monday 8:00 in Madrid, winter (UTC+1)',
      '0 8 * * 1',
      undefined,
      '2026-11-30T06:00:00Z',
      '2026-11-30T07:00:00.000Z',
    ],
    [
      'Monday 8:00 in Madrid, summer (UTC+2)',
      '0 8 * * 1',
      undefined,
      '2026-06-01T05:00:00Z',
      '2026-06-01T06:00:00.000Z',
    ],
    [
      'strictly after: at the due time, the next one',
      '0 8 * * 1',
      undefined,
      '2026-11-30T07:00:00Z',
      '2026-12-07T07:00:00.000Z',
    ],
    ['every minute', '* * * * *', 'UTC', '2026-11-30T07:00:30Z', '2026-11-30T07:01:00.000Z'],
    ['another zone', '30 9 * * *', 'America/Mexico_City', '2026-11-30T00:00:00Z', '2026-11-30T15:30:00.000Z'],
    [
      '2:30 on the spring-forward night (no such time) runs at 3:00, once',
      '30 2 * * *',
      undefined,
      '2026-03-29T00:00:00Z',
      '2026-03-29T01:00:00.000Z',
    ],
  ])('%s', (_, cron, zone, after, expected) => {
    expect(nextDue(cron, zone, new Date(after))?.toISOString()).toBe(expected);
  });
});

describe('cronProblem', () => {
  it.each([
    ['0 8 * * 1', undefined, false],
    ['*/5 * * * *', 'UTC', false],
    ['every monday', undefined, true],
    ['61 * * * *', undefined, true],
    ['0 8 * * 1', 'Mars/Olympus', true],
  ])('%s in %s → problem: %s', (cron, zone, problem) => {
    expect(cronProblem(cron, zone) !== null).toBe(problem);
  });
});

describe('retryDelayMs', () => {
  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [7, 600_000],
    [50, 600_000],
  ])('after %i failed attempts waits %i ms', (attempts, ms) => {
    expect(retryDelayMs(attempts, jobLimits)).toBe(ms);
  });
});

it('keys a due time by tenant, schedule and time', () => {
  expect(dueKey('demo', 'r', new Date('2026-11-30T07:00:00Z'))).toBe(
    'schedule\ndemo\nr\n2026-11-30T07:00:00.000Z',
  );
});
