import type { StoredDoc } from '@colmena/shared';
import { describe, expect, it } from 'vitest';
import { additionsOf, withAdditions } from './additions';

const doc = (additions: unknown): StoredDoc => ({ FireId: 't', collection: 'messages', additions });
const m = (key: string, at: string | null): { key: string; at: string | null } => ({ key, at });
const added = (at: string, uids: string[] = ['u2']) => ({ by: 'u1', uids, at });

describe('additionsOf', () => {
  it('keeps well-formed additions, oldest first', () => {
    expect(
      additionsOf(
        doc([
          added('2026-11-20T12:00:00.000Z'),
          { by: 'u1', uids: [], at: '2026-11-20T10:00:00.000Z' },
          { by: 'u1', uids: ['u3'], at: 'not a time' },
          'x',
          { ...added('2026-11-20T09:00:00.000Z'), uids: ['u4', 5] },
        ]),
      ),
    ).toEqual([added('2026-11-20T09:00:00.000Z', ['u4']), added('2026-11-20T12:00:00.000Z')]);
    expect(additionsOf(doc(undefined))).toEqual([]);
  });
});

describe('withAdditions: who was added, among the messages by time', () => {
  const messages = [m('k1', '2026-11-20T10:00:00.000Z'), m('k2', '2026-11-20T11:00:00.000Z')];
  const shape = (items: ReturnType<typeof withAdditions<{ key: string; at: string | null }>>) =>
    items.map((i) => (i.kind === 'message' ? i.message.key : `+${i.addition.at.slice(11, 13)}`));

  it.each<[string, ReturnType<typeof added>[], number, string[]]>([
    ['none', [], 0, ['k1', 'k2']],
    ['between two messages', [added('2026-11-20T10:30:00.000Z')], 0, ['k1', '+10', 'k2']],
    ['before every message', [added('2026-11-20T08:00:00.000Z')], 0, ['+08', 'k1', 'k2']],
    ['after the last message', [added('2026-11-20T12:00:00.000Z')], 0, ['k1', 'k2', '+12']],
    [
      'older than what is shown, while older messages are hidden',
      [added('2026-11-20T08:00:00.000Z')],
      3,
      ['k1', 'k2'],
    ],
    [
      'within what is shown, with older messages hidden',
      [added('2026-11-20T10:30:00.000Z')],
      3,
      ['k1', '+10', 'k2'],
    ],
  ])('%s', (_case, additions, hidden, expected) => {
    expect(shape(withAdditions(messages, additions, hidden))).toEqual(expected);
  });

  it('an empty thread still says who was added', () => {
    expect(shape(withAdditions([], [added('2026-11-20T08:00:00.000Z')], 0))).toEqual(['+08']);
  });
});
