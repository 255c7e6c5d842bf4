import type { StoreQuery } from '@colmena/shared/query';
import { describe, expect, it } from 'vitest';
import type { StoredDoc } from '../Store';
import { type CommittedChange, ResumeLog, type Touched } from './resumeLog';
import { resumeChanges } from './watchResume';

const doc = (id: string, open: boolean): StoredDoc => ({ open, FireId: id, collection: 'c' });
const openOnes = (limit = 10): StoreQuery => ({ collection: 'c', where: [['open', '==', true]], limit });
const change = (seq: number, id: string, before: StoredDoc | null, after: StoredDoc | null, tenant = 't') =>
  ({
    seq,
    tenant,
    collection: 'c',
    id,
    before: () => before,
    after: () => after,
    fresh: () => after,
    text: () => (after === null ? null : JSON.stringify(after)),
    deleted: after === null,
    kind: after === null ? 'delete' : 'set',
  }) satisfies CommittedChange;
const summary = (changes: ReturnType<typeof resumeChanges>) =>
  changes?.map((ch) => `${ch.type}:${ch.doc.FireId}`).sort() ?? null;

describe('ResumeLog', () => {
  it('folds the changes after a seq into each document then and now, per tenant and collection', () => {
    const log = new ResumeLog(10);
    log.append(change(11, 'a', null, doc('a', true)));
    log.append(change(12, 'a', doc('a', true), doc('a', false)));
    log.append(change(13, 'b', doc('b', true), null));
    log.append(change(14, 'a', doc('a', false), doc('a', true), 'other'));
    expect(log.since('t', 'c', 10)).toEqual(
      new Map([
        ['a', { before: null, after: doc('a', false) }],
        ['b', { before: doc('b', true), after: null }],
      ]),
    );
    expect([...(log.since('t', 'c', 12)?.keys() ?? [])]).toEqual(['b']);
    expect(log.since('t', 'other', 10)?.size).toBe(0);
  });

  it('forgets the oldest changes beyond its capacity, and what came before it started', () => {
    const log = new ResumeLog(100, 3);
    for (let seq = 101; seq <= 106; seq++) log.append(change(seq, `d${seq}`, null, doc(`d${seq}`, true)));
    expect(log.since('t', 'c', 99)).toBeNull();
    expect(log.since('t', 'c', 102)).toBeNull();
    expect([...(log.since('t', 'c', 103)?.keys() ?? [])]).toEqual(['d104', 'd105', 'd106']);
  });

  it('forgets the oldest changes beyond its characters of JSON, keeping the newest however large', () => {
    const sized = (seq: number, chars: number) => ({
      ...change(seq, `d${seq}`, null, doc(`d${seq}`, true)),
      chars,
    });
    const log = new ResumeLog(100, 1000, 100);
    for (let seq = 101; seq <= 105; seq++) log.append(sized(seq, 30));
    // 150 characters held at most 100: the last three.
    expect(log.since('t', 'c', 101)).toBeNull();
    expect([...(log.since('t', 'c', 102)?.keys() ?? [])]).toEqual(['d103', 'd104', 'd105']);
    log.append(sized(106, 500));
    expect(log.since('t', 'c', 104)).toBeNull();
    expect([...(log.since('t', 'c', 105)?.keys() ?? [])]).toEqual(['d106']);
    log.append(sized(107, 10));
    expect([...(log.since('t', 'c', 106)?.keys() ?? [])]).toEqual(['d107']);
  });

  it('forgets everything up to a bulk write, and keeps what comes after it', () => {
    const log = new ResumeLog(100);
    for (let seq = 101; seq <= 103; seq++) log.append(change(seq, `d${seq}`, null, doc(`d${seq}`, true)));
    log.forgetThrough(110);
    expect(log.held).toBe(0);
    expect(log.since('t', 'c', 103)).toBeNull();
    expect(log.since('t', 'c', 109)).toBeNull();
    expect(log.since('t', 'c', 110)?.size).toBe(0);
    log.append(change(111, 'e', null, doc('e', true)));
    expect([...(log.since('t', 'c', 110)?.keys() ?? [])]).toEqual(['e']);
    // An older seq never moves the floor back.
    log.forgetThrough(105);
    expect(log.since('t', 'c', 109)).toBeNull();
  });

  it('lets go of what it forgot, not only once it forgot as many as it may keep', () => {
    const log = new ResumeLog(0, 20_000, 1_000);
    for (let seq = 1; seq <= 10_000; seq++)
      log.append({ ...change(seq, `d${seq}`, null, doc(`d${seq}`, true)), chars: 10 });
    expect(log.held).toBeLessThanOrEqual(100 + 1024);
    expect(log.since('t', 'c', 9_899)).toBeNull();
    expect(log.since('t', 'c', 9_900)?.size).toBe(100);
  });
});

describe('resumeChanges', () => {
  const touched = (entries: [string, StoredDoc | null][]) =>
    new Map<string, Touched>(entries.map(([id, before]) => [id, { before, after: null }]));

  it('tells added, modified and removed from what each document was at that seq', () => {
    const now = [doc('a', true), doc('c', true), doc('k', true)];
    const since = touched([
      ['a', doc('a', true)],
      ['b', doc('b', true)],
      ['c', doc('c', false)],
      ['d', null],
      ['e', doc('e', false)],
    ]);
    expect(summary(resumeChanges(now, since, openOnes()))).toEqual(['added:c', 'modified:a', 'removed:b']);
  });

  it('sends nothing when nothing in the result changed, even with a full window', () => {
    expect(resumeChanges([doc('a', true)], touched([['x', doc('x', false)]]), openOnes(1))).toEqual([]);
  });

  it.each<[string, StoredDoc[], [string, StoredDoc | null][], number]>([
    ['the window is full now', [doc('a', true), doc('b', true)], [['a', null]], 2],
    [
      'the window was cut then',
      [doc('a', true)],
      [
        ['b', doc('b', true)],
        ['c', doc('c', true)],
      ],
      2,
    ],
  ])('asks for a snapshot when %s', (_, now, since, limit) => {
    expect(resumeChanges(now, touched(since), openOnes(limit))).toBeNull();
  });
});
