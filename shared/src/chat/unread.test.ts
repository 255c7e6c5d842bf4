import { describe, expect, it } from 'vitest';
import { countUnreadThreads, createUnreadCounter, hasUnread, unreadCount, unreadKeys } from './unread';

const m = (key: string, from: string) => ({ key, from, body: key });
const thread = (extra: Record<string, unknown> = {}) => ({
  participants: ['ana', 'bea', 'carl'],
  msjArray: [m('k1', 'ana'), m('k2', 'bea'), m('k3', 'carl')],
  ...extra,
});

describe('unread (spec §4: not sent by me and key not in my watchedArray)', () => {
  it.each<[string, Record<string, unknown>, string, string[]]>([
    ['nothing watched: every message of the others', thread(), 'ana', ['k2', 'k3']],
    ['my own messages never count', thread(), 'bea', ['k1', 'k3']],
    ['what I watched is read', thread({ watchedBy: { ana: ['k2'] } }), 'ana', ['k3']],
    [
      "another reader's watched keys are not mine",
      thread({ watchedBy: { bea: ['k2', 'k3'] } }),
      'ana',
      ['k2', 'k3'],
    ],
    ['the shared watchedArray counts for everyone', thread({ watchedArray: ['k3'] }), 'ana', ['k2']],
    ['both together', thread({ watchedArray: ['k3'], watchedBy: { ana: ['k2'] } }), 'ana', []],
    ['no messages', { participants: ['ana'] }, 'ana', []],
    ['a malformed watchedBy is ignored', thread({ watchedBy: 'k2' }), 'ana', ['k2', 'k3']],
    ['an inherited name is no reader', thread({ watchedBy: {} }), 'constructor', ['k1', 'k2', 'k3']],
    [
      'messages without a key are skipped',
      { msjArray: [{ from: 'bea', body: 'x' }, m('k9', 'bea')] },
      'ana',
      ['k9'],
    ],
  ])('%s', (_case, doc, uid, expected) => {
    expect(unreadKeys(doc, uid)).toEqual(expected);
    expect(unreadCount(doc, uid)).toBe(expected.length);
    expect(hasUnread(doc, uid)).toBe(expected.length > 0);
  });

  it('counts the threads with anything unread for the badge', () => {
    const threads = [
      thread(),
      thread({ watchedBy: { ana: ['k2', 'k3'] } }),
      thread({ msjArray: [m('x', 'ana')] }),
    ];
    expect(countUnreadThreads(threads, 'ana')).toBe(1);
    expect(countUnreadThreads(threads, 'bea')).toBe(3);
    expect(countUnreadThreads([], 'ana')).toBe(0);
  });
});

describe('createUnreadCounter: the live badge', () => {
  it('counts like countUnreadThreads and looks again only at changed documents', () => {
    const count = createUnreadCounter('ana');
    const a = thread();
    const b = thread({ watchedBy: { ana: ['k2', 'k3'] } });
    expect(count([a, b])).toBe(1);
    // The same object mutated in place is not looked at again (live results replace changed documents).
    (a.msjArray as unknown[]).length = 0;
    expect(count([a, b])).toBe(1);
    // A changed thread arrives as a new object: counted afresh.
    const bAfter = { ...b, msjArray: [...(b.msjArray as unknown[]), m('k4', 'carl')] };
    expect(count([a, bAfter])).toBe(2);
    expect(count([])).toBe(0);
  });
});
