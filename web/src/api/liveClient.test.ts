import type { ErrorCode, LiveQuery } from '@colmena/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../testing/FakeEventSource';
import { createLiveClient, type SubscriptionEvent } from './liveClient';

function setup(onEnd?: (error: ErrorCode) => Promise<void> | void) {
  const sources: FakeEventSource[] = [];
  let n = 0;
  const client = createLiveClient({
    openStream: (request) => {
      const source = new FakeEventSource(request);
      sources.push(source);
      return source;
    },
    newId: () => `id${++n}`,
    random: () => 0,
    idleCloseMs: 1000,
    switchDelayMs: 20,
    onEnd,
  });
  const last = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('no stream opened');
    return source;
  };
  return { client, sources, last };
}

function recorder() {
  const events: SubscriptionEvent[] = [];
  return { events, listener: (event: SubscriptionEvent) => events.push(event) };
}

const projects: LiveQuery = { collection: 'proyectos', orderBy: ['Name', 'asc'] };
const journals: LiveQuery = { collection: 'diarios', where: [['ProjectId', '==', 'p1']] };
const doc = { FireId: 'p1', collection: 'proyectos', Name: 'Uno' };
const settle = () => vi.advanceTimersByTimeAsync(20);

describe('live client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('carries every subscription of the tab on one stream, each event to its own subscriber', async () => {
    const { client, sources, last } = setup();
    const a = recorder();
    const b = recorder();
    client.subscribe(projects, a.listener);
    client.subscribe(journals, b.listener);
    await settle();
    expect(sources).toHaveLength(1);
    expect(last().request).toEqual({
      subs: [
        { id: 'id1', query: projects },
        { id: 'id2', query: journals },
      ],
    });
    last().emit('ready', {});
    last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
    last().emit('changes', { sub: 'id2', changes: [{ type: 'removed', doc }], cursor: 'c2' });
    expect(a.events).toEqual([{ kind: 'snapshot', docs: [doc] }]);
    expect(b.events).toEqual([{ kind: 'changes', changes: [{ type: 'removed', doc }] }]);
  });

  it('unsubscribing stops the events at once; the next stream no longer carries it', async () => {
    const { client, sources, last } = setup();
    const a = recorder();
    const stop = client.subscribe(projects, a.listener);
    client.subscribe(journals, () => {});
    await settle();
    last().emit('ready', {});
    stop();
    last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
    expect(a.events).toEqual([]);
    await settle();
    expect(sources).toHaveLength(2);
    expect(last().carried()).toEqual({ id2: '' });
  });

  describe('the server ends the stream', () => {
    it('refreshes the session with the reason, and opens a new stream only once that settles', async () => {
      let release: () => void = () => {};
      const onEnd = vi.fn(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      const { client, sources, last } = setup(onEnd);
      const a = recorder();
      client.subscribe(projects, a.listener);
      await settle();
      last().emit('ready', {});
      last().emit('end', { error: 'forbidden', message: 'x' });
      expect(onEnd).toHaveBeenCalledWith('forbidden');
      // What the ended stream still says is moot.
      sources[0]?.emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c1' });
      expect(a.events).toEqual([]);
      await vi.advanceTimersByTimeAsync(5000);
      expect(sources).toHaveLength(1);
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(sources).toHaveLength(2);
      last().emit('ready', {});
      last().emit('snapshot', { sub: 'id1', docs: [doc], cursor: 'c2' });
      expect(a.events).toEqual([{ kind: 'snapshot', docs: [doc] }]);
    });

    it('opens nothing when the refreshed session left no subscription (signed out)', async () => {
      let stop: () => void = () => {};
      const { client, sources, last } = setup(() => stop());
      stop = client.subscribe(projects, () => {});
      await settle();
      last().emit('ready', {});
      last().emit('end', { error: 'unauthenticated' });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(sources).toHaveLength(1);
      expect(client.actor.getSnapshot().value).toBe('closed');
    });

    it('a subscription made while the session refreshes waits for it, then the new stream carries it', async () => {
      let release: () => void = () => {};
      const { client, sources, last } = setup(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      client.subscribe(projects, () => {});
      await settle();
      last().emit('ready', {});
      last().emit('end', { error: 'unauthenticated' });
      client.subscribe(journals, () => {});
      await vi.advanceTimersByTimeAsync(1000);
      expect(sources).toHaveLength(1);
      release();
      await vi.advanceTimersByTimeAsync(0);
      expect(sources).toHaveLength(2);
      expect(last().carried()).toEqual({ id1: '', id2: '' });
    });
  });
});
