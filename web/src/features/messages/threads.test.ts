import type { StoredDoc } from '@colmena/shared';
import { formatDate, formatDateTime } from '@colmena/shared/format';
import { describe, expect, it } from 'vitest';
import {
  byRecent,
  listTime,
  matchesThread,
  messagesOf,
  summarise,
  type ThreadSummary,
  visibleMessages,
} from './threads';

const thread = (extra: Partial<StoredDoc> = {}): StoredDoc => ({
  FireId: 't1',
  collection: 'messages',
  participants: ['me', 'ana', 'gone'],
  names: { ana: 'Ana Ruiz', me: 'Yo' },
  msjArray: [
    { key: 'k1', from: 'ana', body: 'Hola', at: '2026-11-20T10:00:00.000Z' },
    { key: 'k2', from: 'me', body: 'Buenas', at: '2026-11-20T10:05:00.000Z' },
    { key: 'k3', from: 'ana', body: '¿Vienes?', at: '2026-11-20T10:06:00.000Z' },
  ],
  watchedBy: { me: ['k1'] },
  LastUpdate: '2026-11-20T10:06:00.000Z',
  ...extra,
});
const known = new Map([['gone', 'Beatriz (agenda)']]);

describe('summarise: a thread in the list', () => {
  it('names the others, shows the last message and my unread count', () => {
    const s = summarise(thread(), 'me', known, 'Alguien');
    expect(s).toMatchObject({
      id: 't1',
      title: 'Ana Ruiz, Beatriz (agenda)',
      unread: 1,
      members: 3,
      lastAt: '2026-11-20T10:06:00.000Z',
    });
    expect(s.last?.body).toBe('¿Vienes?');
  });

  it.each<[string, Partial<StoredDoc>, string, Partial<ThreadSummary>]>([
    [
      'no messages: LastUpdate orders it',
      { msjArray: [] },
      'me',
      { last: null, lastAt: '2026-11-20T10:06:00.000Z', unread: 0 },
    ],
    ['someone not named anywhere', { participants: ['me', 'x'] }, 'me', { title: 'Alguien' }],
    ['another reader: their own count', {}, 'gone', { unread: 3, title: 'Yo, Ana Ruiz' }],
    [
      'old data with date and no at',
      { msjArray: [{ key: 'a', from: 'ana', body: 'x', date: 1_700_000_000_000 }] },
      'me',
      { lastAt: '2023-11-14T22:13:20.000Z' },
    ],
  ])('%s', (_case, extra, me, expected) => {
    expect(summarise(thread(extra), me, known, 'Alguien')).toMatchObject(expected);
  });
});

describe('the list order and search', () => {
  const s = (id: string, lastAt: string | null, title = id, body = ''): ThreadSummary => ({
    id,
    title,
    others: [title],
    last: body ? { key: 'k', from: 'x', body, at: lastAt } : null,
    lastAt,
    unread: 0,
    members: 2,
  });
  it('puts the newest first and timeless threads last', () => {
    const sorted = [
      s('a', null),
      s('b', '2026-01-01T00:00:00Z'),
      s('c', '2026-02-01T00:00:00Z'),
      s('d', null),
    ].sort(byRecent);
    expect(sorted.map((t) => t.id)).toEqual(['c', 'b', 'a', 'd']);
  });
  it.each<[string, string, boolean]>([
    ['', 'anything', true],
    ['jose', 'by name without accent', true],
    ['presupuesto', 'by the last message', true],
    ['JOSÉ serrano', 'every word, any case', true],
    ['maría', 'someone else', false],
  ])('"%s" (%s)', (query, _why, expected) => {
    expect(matchesThread(s('t', null, 'José García', 'El presupuesto de Serrano'), query)).toBe(expected);
  });
});

describe('messages and history paging', () => {
  it('skips malformed entries', () => {
    expect(
      messagesOf(thread({ msjArray: [null, 'x', { body: 'no key' }, { key: 'ok', from: 'a', body: 'b' }] })),
    ).toEqual([{ key: 'ok', from: 'a', body: 'b', at: null }]);
  });
  it.each<[number, number, number, number]>([
    [100, 40, 40, 60],
    [100, 80, 80, 20],
    [100, 200, 100, 0],
    [0, 40, 0, 0],
  ])('%i messages, %i shown -> %i visible, %i older hidden', (total, shown, visible, hidden) => {
    const all = Array.from({ length: total }, (_, i) => i);
    const result = visibleMessages(all, shown);
    expect(result.visible).toHaveLength(visible);
    expect(result.hidden).toBe(hidden);
    if (visible > 0) expect(result.visible.at(-1)).toBe(total - 1);
  });
});

describe('listTime (Spanish style)', () => {
  const format = {
    day: (iso: string) => formatDate(iso, { timeZone: 'Europe/Madrid' }),
    dayTime: (iso: string) => formatDateTime(iso, { timeZone: 'Europe/Madrid' }),
  };
  const now = new Date('2026-11-26T12:00:00.000Z');
  it.each<[string, string]>([
    ['2026-11-26T08:07:00.000Z', '09:07'],
    ['2026-11-25T22:30:00.000Z', '25/11/2026'],
    ['2026-03-05T13:07:00.000Z', '05/03/2026'],
  ])('%s -> %s', (iso, expected) => {
    expect(listTime(iso, now, format)).toBe(expected);
  });
});
