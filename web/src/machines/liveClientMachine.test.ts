import type { ErrorCode, LiveQuery } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { FakeEventSource } from '../testing/FakeEventSource';
import {
  type LiveMachineInput,
  liveClientMachineWith,
  liveStatusOf,
  type SubscriptionEvent,
} from './liveClientMachine';

const switchDelayMs = 30;

/** The machine with fake streams: each records the request it was opened with. */
function start(options: { onEnd?: (error: ErrorCode) => Promise<void> } = {}) {
  const sources: FakeEventSource[] = [];
  let n = 0;
  const input: LiveMachineInput = {
    newId: () => `id${++n}`,
    random: () => 0,
    backoff: { baseMs: 1000, maxMs: 8000 },
    idleCloseMs: 1000,
    switchDelayMs,
  };
  const machine = liveClientMachineWith((request) => {
    const source = new FakeEventSource(request);
    sources.push(source);
    return source;
  }, options.onEnd);
  const actor = createActor(machine, { input }).start();
  const events: SubscriptionEvent[] = [];
  const subscribe = (query: LiveQuery = projects, into: SubscriptionEvent[] = events) => {
    const key = {};
    actor.send({ type: 'sub.add', key, query, listener: (event) => into.push(event) });
    return () => actor.send({ type: 'sub.remove', key });
  };
  const last = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('no stream opened');
    return source;
  };
  const status = () => liveStatusOf(actor.getSnapshot());
  return { actor, sources, events, subscribe, last, status };
}

const projects: LiveQuery = { collection: 'proyectos', orderBy: ['Name', 'asc'] };
const journals: LiveQuery = { collection: 'diarios' };
const doc = { FireId: 'p1', collection: 'proyectos', Name: 'Uno' };
const other = { FireId: 'p2', collection: 'proyectos', Name: 'Dos' };
const settle = () => vi.advanceTimersByTimeAsync(switchDelayMs);

describe('live client machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  describe('opening', () => {
    it('starts closed, with no stream', () => {
      const { actor, sources, status } = start();
      expect(actor.getSnapshot().value).toBe('closed');
      expect(status()).toBe('closed');
      expect(sources).toEqual([]);
    });

    it('the subscriptions of a screen settle, then ONE stream carries them all; ready makes it open', async () => {
      const { actor, subscribe, sources, last, status } = start();
      subscribe(projects);
      subscribe(journals);
      expect(status()).toBe('connecting');
      expect(sources).toHaveLength(0);
      await settle();
      expect(sources).toHaveLength(1);
      expect(last().request).toEqual({
        subs: [
          { id: 'id1', query: projects },
          { id: 'id2', query: journals },
        ],
      });
      expect(actor.getSnapshot().matches({ streaming: 'connecting' })).toBe(true);
      last().emit('ready', {});
      expect(status()).toBe('open');
    });

    it('delivers snapshots and changes to their own subscriber; an empty resume says nothing', async () => {
      const { subscribe, last } = start();
      const mine: SubscriptionEvent[] = [];
      const theirs: SubscriptionEvent[] = [];
      subscribe(projects, mine);
      subscribe(journals, theirs);
      await settle();
      last().emit('ready', {});
      last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
      last().emit('changes', { sub: 'id1', changes: [{ type: 'modified', doc }], cursor: 'c2' });
      last().emit('changes', { sub: 'id2', changes: [], cursor: 'c3' });
      last().emit('snapshot', { sub: 'unknown', docs: [], cursor: 'c4' });
      expect(mine).toEqual([
        { kind: 'snapshot', docs: [doc] },
        { kind: 'changes', changes: [{ type: 'modified', doc }] },
      ]);
      expect(theirs).toEqual([]);
    });

    it('a listener that throws is logged and the stream keeps serving the others', async () => {
      const { actor, last } = start();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const events: SubscriptionEvent[] = [];
      actor.send({
        type: 'sub.add',
        key: {},
        query: projects,
        listener: () => {
          throw new Error('boom');
        },
      });
      actor.send({ type: 'sub.add', key: {}, query: journals, listener: (event) => events.push(event) });
      await settle();
      last().emit('ready', {});
      last().emit('snapshot', { sub: 'id1', docs: [], cursor: 'c1' });
      last().emit('snapshot', { sub: 'id2', docs: [doc], cursor: 'c2' });
      expect(events).toEqual([{ kind: 'snapshot', docs: [doc] }]);
      expect(logged).toHaveBeenCalledOnce();
      expect(actor.getSnapshot().status).toBe('active');
    });

    it('a sub-error ends that subscription only: later events for it are ignored, later streams leave it out', async () => {
      const { subscribe, last, events, sources } = start();
      subscribe(projects);
      subscribe(journals, []);
      await settle();
      last().emit('ready', {});
      last().emit('sub-error', { sub: 'id1', error: 'forbidden', message: 'x' });
      last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
      expect(events).toEqual([{ kind: 'error', error: 'forbidden' }]);
      last().emit('reopen', {});
      expect(sources).toHaveLength(2);
      expect(last().request.subs.map((s) => s.id)).toEqual(['id2']);
    });
  });

  it('carries at most 100 subscriptions: the ones beyond end with too_many_requests', async () => {
    const { subscribe, last } = start();
    const beyond: SubscriptionEvent[] = [];
    for (let i = 0; i < 100; i += 1) subscribe(projects, []);
    subscribe(journals, beyond);
    await settle();
    expect(last().request.subs).toHaveLength(100);
    expect(last().request.subs.some((sub) => sub.id === 'id101')).toBe(false);
    expect(beyond).toEqual([{ kind: 'error', error: 'too_many_requests' }]);
  });

  describe('changing subscriptions', () => {
    it('opens a new stream with the set and the cursors held, and closes the old one once it is ready', async () => {
      const { subscribe, last, sources, events, status } = start();
      subscribe(projects);
      await settle();
      const first = last();
      first.emit('ready', {});
      first.emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
      subscribe(journals, []);
      await vi.advanceTimersByTimeAsync(switchDelayMs - 1);
      expect(sources).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sources).toHaveLength(2);
      const second = last();
      expect(second.carried()).toEqual({ id1: 'c1', id2: '' });
      // The old stream's events no longer count: the new one resumes from its cursors.
      first.emit('changes', { sub: 'id1', changes: [{ type: 'added', doc: other }], cursor: 'c-old' });
      expect(first.closed).toBe(false);
      expect(status()).toBe('open');
      second.emit('ready', {});
      expect(first.closed).toBe(true);
      second.emit('changes', { sub: 'id1', changes: [{ type: 'added', doc: other }], cursor: 'c2' });
      expect(events).toEqual([
        { kind: 'snapshot', docs: [doc] },
        { kind: 'changes', changes: [{ type: 'added', doc: other }] },
      ]);
    });

    it('a subscription ended is left out of the next stream; changes made together make one stream', async () => {
      const { subscribe, last, sources } = start();
      const stopProjects = subscribe(projects);
      await settle();
      last().emit('ready', {});
      last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
      subscribe(journals);
      stopProjects();
      subscribe({ collection: 'obras' });
      await settle();
      expect(sources).toHaveLength(2);
      expect(last().carried()).toEqual({ id2: '', id3: '' });
    });

    it('a stream replaced before it was ready is closed at once; the ready one stays until the newest is ready', async () => {
      const { subscribe, sources } = start();
      subscribe(projects);
      await settle();
      sources[0]?.emit('ready', {});
      subscribe(journals);
      await settle();
      subscribe({ collection: 'obras' });
      await settle();
      expect(sources).toHaveLength(3);
      expect(sources.map((s) => s.closed)).toEqual([false, true, false]);
      sources[2]?.emit('ready', {});
      expect(sources.map((s) => s.closed)).toEqual([true, true, false]);
    });
  });

  describe('the stream’s lifetime', () => {
    it('reopen: the next stream opens at once with the cursors held, no backoff, results kept', async () => {
      const { subscribe, last, sources, events, status } = start();
      subscribe(projects);
      await settle();
      last().emit('ready', {});
      last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
      last().emit('changes', { sub: 'id1', changes: [{ type: 'added', doc: other }], cursor: 'c2' });
      last().emit('reopen', {});
      expect(sources).toHaveLength(2);
      expect(last().carried()).toEqual({ id1: 'c2' });
      last().emit('ready', {});
      // A reopen's fresher cursors replace the ones held, for the subscriptions it names.
      last().emit('reopen', { cursors: { id1: 'c-fresh', unknown: 'x' } });
      expect(sources).toHaveLength(3);
      expect(last().carried()).toEqual({ id1: 'c-fresh' });
      expect(status()).toBe('open');
      // The server closes the old stream after `reopen`: that is no failure.
      sources[0]?.fail();
      sources[1]?.fail();
      expect(sources).toHaveLength(3);
      last().emit('ready', {});
      last().emit('changes', { sub: 'id1', changes: [], cursor: 'c3' });
      expect(events).toHaveLength(2);
      expect(status()).toBe('open');
    });

    it('a stream that fails is replaced after a backoff, resuming from the cursors', async () => {
      const { subscribe, last, sources, status } = start();
      subscribe(projects);
      await settle();
      last().emit('ready', {});
      last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
      last().fail();
      expect(status()).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(499);
      expect(sources).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sources).toHaveLength(2);
      expect(last().carried()).toEqual({ id1: 'c1' });
    });

    it('each failure before any data doubles the wait, up to the ceiling; data resets it', async () => {
      const { subscribe, last, sources } = start();
      subscribe(projects);
      await settle();
      const waits: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const before = sources.length;
        last().fail();
        let waited = 0;
        while (sources.length === before) {
          await vi.advanceTimersByTimeAsync(100);
          waited += 100;
        }
        waits.push(waited);
      }
      expect(waits).toEqual([500, 1000, 2000, 4000, 4000]);
      last().emit('ready', {});
      last().emit('snapshot', { sub: 'id1', docs: [], cursor: 'c1' });
      last().fail();
      await vi.advanceTimersByTimeAsync(500);
      expect(sources).toHaveLength(7);
    });
  });

  describe('closing', () => {
    it('closes the stream a while after the last subscription ends', async () => {
      const { subscribe, last, status } = start();
      const stop = subscribe();
      await settle();
      last().emit('ready', {});
      stop();
      await vi.advanceTimersByTimeAsync(999);
      expect(last().closed).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(last().closed).toBe(true);
      expect(status()).toBe('closed');
    });

    it('a new subscription before the idle delay keeps the stream going (a new one carries it)', async () => {
      const { subscribe, last, sources, status } = start();
      const stop = subscribe();
      await settle();
      last().emit('ready', {});
      stop();
      await vi.advanceTimersByTimeAsync(500);
      subscribe(journals);
      await vi.advanceTimersByTimeAsync(2000);
      expect(status()).not.toBe('closed');
      expect(sources).toHaveLength(2);
      expect(last().carried()).toEqual({ id2: '' });
    });

    it('nothing subscribed when the backoff ends: no stream opens', async () => {
      const { subscribe, last, sources, status } = start();
      const stop = subscribe();
      await settle();
      last().emit('ready', {});
      last().fail();
      stop();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(sources).toHaveLength(1);
      expect(status()).toBe('closed');
    });
  });

  describe('the server ends the stream', () => {
    it('waits in reconnecting until the session refresh settles, then opens a new stream at once', async () => {
      let settleRefresh: () => void = () => {};
      const onEnd = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            settleRefresh = resolve;
          }),
      );
      const { subscribe, last, sources, status } = start({ onEnd });
      subscribe();
      await settle();
      last().emit('ready', {});
      last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
      last().emit('end', { error: 'unauthenticated' });
      expect(onEnd).toHaveBeenCalledWith('unauthenticated');
      expect(status()).toBe('reconnecting');
      expect(sources[0]?.closed).toBe(true);
      await vi.advanceTimersByTimeAsync(5000);
      expect(sources).toHaveLength(1);
      settleRefresh();
      await vi.advanceTimersByTimeAsync(0);
      expect(sources).toHaveLength(2);
      // The cursors go along: the server plans the stream for the new caller and resumes only what its rules allow.
      expect(last().carried()).toEqual({ id1: 'c1' });
    });

    it('a refresh that fails is logged and the client starts over all the same', async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { subscribe, last, sources } = start({ onEnd: () => Promise.reject(new Error('offline')) });
      subscribe();
      await settle();
      last().emit('ready', {});
      last().emit('end', { error: 'forbidden' });
      await vi.advanceTimersByTimeAsync(0);
      expect(logged).toHaveBeenCalledOnce();
      expect(sources).toHaveLength(2);
    });
  });
});
