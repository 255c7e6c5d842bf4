import { describe, expect, it } from 'vitest';
import { isTaskShown, nextTaskChange, toMillis } from './taskWindow';

const at = (iso: string) => Date.parse(iso);
const now = at('2026-03-01T10:00:00.000Z');

describe('isTaskShown: landed_at <= now < expires_on (spec §4)', () => {
  it.each([
    [
      'landed, not expired',
      { landed_at: '2026-03-01T09:00:00.000Z', expires_on: '2026-03-02T00:00:00.000Z' },
      true,
    ],
    [
      'lands exactly now',
      { landed_at: '2026-03-01T10:00:00.000Z', expires_on: '2026-03-02T00:00:00.000Z' },
      true,
    ],
    [
      'lands a second later',
      { landed_at: '2026-03-01T10:00:01.000Z', expires_on: '2026-03-02T00:00:00.000Z' },
      false,
    ],
    [
      'expires exactly now',
      { landed_at: '2026-03-01T09:00:00.000Z', expires_on: '2026-03-01T10:00:00.000Z' },
      false,
    ],
    ['expired', { landed_at: '2026-02-01T09:00:00.000Z', expires_on: '2026-02-02T00:00:00.000Z' }, false],
    ['no landing time: landed', { expires_on: '2026-03-02T00:00:00.000Z' }, true],
    ['no expiry: never shown', { landed_at: '2026-03-01T09:00:00.000Z' }, false],
    ['unreadable expiry', { landed_at: '2026-03-01T09:00:00.000Z', expires_on: 'soon' }, false],
    ['epoch milliseconds', { landed_at: now - 1, expires_on: now + 1 }, true],
    ['Dates', { landed_at: new Date(now - 1), expires_on: new Date(now + 1) }, true],
  ])('%s -> %s', (_case, task, expected) => {
    expect(isTaskShown(task, now)).toBe(expected);
  });
});

describe('nextTaskChange: when the shown set may change next', () => {
  it.each([
    ['nothing held', [], null],
    ['a landing before an expiry', [{ landed_at: now + 5000, expires_on: now + 60_000 }], now + 5000],
    [
      'the earliest of several',
      [{ expires_on: now + 9000 }, { landed_at: now + 3000, expires_on: now + 1e6 }],
      now + 3000,
    ],
    ['only past instants', [{ landed_at: now - 10, expires_on: now }], null],
  ])('%s', (_case, tasks, expected) => {
    expect(nextTaskChange(tasks, now)).toBe(expected);
  });
});

describe('toMillis', () => {
  it.each([
    ['2026-03-01T10:00:00.000Z', now],
    [now, now],
    [new Date(now), now],
    ['not a date', null],
    [Number.NaN, null],
    [null, null],
    [{}, null],
  ])('%j -> %s', (value, expected) => {
    expect(toMillis(value)).toBe(expected);
  });
});
