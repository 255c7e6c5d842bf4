import { describe, expect, it } from 'vitest';
import {
  storedUnreadBy,
  unreadByAfterLeave,
  unreadByAfterRead,
  unreadByAfterSend,
  unreadByOf,
} from './unreadBy';

type Thread = Record<string, unknown>;
const m = (key: string, from: string) => ({ key, from, body: key });
const thread = (extra: Thread = {}): Thread => ({
  participants: ['ana', 'bea', 'carl'],
  msjArray: [m('k1', 'ana'), m('k2', 'bea')],
  ...extra,
});

describe('unreadBy: the participants with an unread message (spec §4)', () => {
  it.each<[string, Thread, string[]]>([
    ['nobody read anything: all but the only sender of everything', thread(), ['ana', 'bea', 'carl']],
    ['one reader caught up', thread({ watchedBy: { carl: ['k1', 'k2'] } }), ['ana', 'bea']],
    ['the shared watchedArray counts for everyone', thread({ watchedArray: ['k1', 'k2'] }), []],
    ['own messages never count', { participants: ['ana', 'bea'], msjArray: [m('k1', 'ana')] }, ['bea']],
    ['no messages', { participants: ['ana', 'bea'] }, []],
    ['no participants', { msjArray: [m('k1', 'ana')] }, []],
  ])('computed in full: %s', (_case, doc, expected) => {
    expect(unreadByOf(doc)).toEqual(expected);
  });

  it.each<[string, Thread, string[]]>([
    ['as stored, even in another order', thread({ unreadBy: ['carl', 'ana'] }), ['carl', 'ana']],
    ['stored empty', thread({ unreadBy: [] }), []],
    ['missing (older data): computed in full', thread({ watchedBy: { ana: ['k2'] } }), ['bea', 'carl']],
    ['not an array: computed in full', thread({ unreadBy: 'ana' }), ['ana', 'bea', 'carl']],
    ['non-strings dropped', thread({ unreadBy: ['ana', 3, null] }), ['ana']],
  ])('stored: %s', (_case, doc, expected) => {
    expect(storedUnreadBy(doc)).toEqual(expected);
  });

  it.each<[string, Thread, string, string[]]>([
    ['everyone else gets it, in participant order', thread({ unreadBy: [] }), 'ana', ['bea', 'carl']],
    ['the sender stays as they were (in)', thread({ unreadBy: ['ana'] }), 'ana', ['ana', 'bea', 'carl']],
    ['the sender stays as they were (out)', thread({ unreadBy: ['carl'] }), 'bea', ['carl', 'ana']],
    ['already in keep their place', thread({ unreadBy: ['carl', 'bea'] }), 'ana', ['carl', 'bea']],
    [
      'older data: from the full count',
      thread({ watchedBy: { carl: ['k1', 'k2'] } }),
      'bea',
      ['ana', 'bea', 'carl'],
    ],
  ])('after a send: %s', (_case, before, from, expected) => {
    expect(unreadByAfterSend(before, from)).toEqual(expected);
  });

  it('a send that adds nobody leaves the array as it was, order included (its index rows stay)', () => {
    const before = thread({ unreadBy: ['carl', 'bea'] });
    expect(unreadByAfterSend(before, 'ana')).toEqual(['carl', 'bea']);
  });

  it.each<[string, Thread, string, string[]]>([
    [
      'caught up: out',
      thread({ unreadBy: ['ana', 'carl'], watchedBy: { carl: ['k1', 'k2'] } }),
      'carl',
      ['ana'],
    ],
    [
      'still behind: stays in its place',
      thread({ unreadBy: ['carl', 'ana'], watchedBy: { carl: ['k1'] } }),
      'carl',
      ['carl', 'ana'],
    ],
    ['behind but missing: added', thread({ unreadBy: [], watchedBy: { carl: ['k1'] } }), 'carl', ['carl']],
    [
      'other readers untouched',
      thread({ unreadBy: ['ana', 'bea', 'carl'], watchedBy: { bea: ['k1'] } }),
      'bea',
      ['ana', 'carl'],
    ],
  ])('after a read: %s', (_case, after, uid, expected) => {
    expect(unreadByAfterRead(after, uid)).toEqual(expected);
  });

  it('after a leave: the one who left is out, the others as they were', () => {
    expect(unreadByAfterLeave(thread({ unreadBy: ['bea', 'carl'] }), 'bea')).toEqual(['carl']);
    expect(unreadByAfterLeave(thread({ unreadBy: ['carl'] }), 'ana')).toEqual(['carl']);
  });

  it('kept step by step, it always equals the full count', () => {
    // A conversation as the commands make it: sends, reads of everything shown, a leave.
    let doc: Thread = { participants: ['ana', 'bea', 'carl'], msjArray: [], watchedBy: {}, unreadBy: [] };
    let n = 0;
    const send = (from: string) => {
      const unreadBy = unreadByAfterSend(doc, from);
      doc = { ...doc, msjArray: [...(doc.msjArray as unknown[]), m(`k${++n}`, from)], unreadBy };
    };
    const read = (uid: string, upTo = Number.POSITIVE_INFINITY) => {
      const keys = (doc.msjArray as { key: string; from: string }[])
        .slice(0, upTo)
        .filter((msg) => msg.from !== uid)
        .map((msg) => msg.key);
      const watchedBy = { ...(doc.watchedBy as Record<string, string[]>), [uid]: keys };
      const after = { ...doc, watchedBy };
      doc = { ...after, unreadBy: unreadByAfterRead(after, uid) };
    };
    const leave = (uid: string) => {
      const unreadBy = unreadByAfterLeave(doc, uid);
      doc = { ...doc, participants: (doc.participants as string[]).filter((p) => p !== uid), unreadBy };
    };
    const steps: (() => void)[] = [
      () => send('ana'),
      () => send('bea'),
      () => read('carl', 1),
      () => read('carl'),
      () => send('carl'),
      () => read('ana'),
      () => read('bea'),
      () => send('ana'),
      () => leave('bea'),
      () => read('carl'),
      () => send('carl'),
      () => read('ana'),
    ];
    for (const step of steps) {
      step();
      expect([...(doc.unreadBy as string[])].sort()).toEqual(unreadByOf(doc).sort());
    }
    expect(doc.unreadBy).toEqual([]);
  });
});
