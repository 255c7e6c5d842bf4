import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeWatchStore } from '../../testing/fakeWatchStore';
import { RecordingSink } from '../../testing/recordingSink';
import { LiveHub } from './LiveHub';
import type { LiveSubscriptionPlan } from './liveFrame';

const tasks = { query: { collection: 'tasks', where: [['done', '==', false]] as const } } as const;
const all = { query: { collection: 'tasks' } } as const;
const frameIdSecret = new Uint8Array(32).fill(7);
let store: FakeWatchStore;
let hub: LiveHub;

beforeEach(() => {
  store = new FakeWatchStore();
  hub = new LiveHub(store, { frameIdSecret });
});
afterEach(() => hub.close());

const task = (id: string, done = false) => store.commit('demo', 'tasks', id, { title: id, done });
function open(subscriptions: LiveSubscriptionPlan[], on: LiveHub = hub, tenant = 'demo') {
  const sink = new RecordingSink();
  const stream = on.open({ tenant, sink, subscriptions });
  sink.onClose = () => stream.close();
  return sink;
}
/** The client's view: every frame it applied, across streams. */
const replay = (...sinks: RecordingSink[]) => {
  const client = new RecordingSink();
  client.frames = sinks.flatMap((sink) => sink.frames);
  return client.results();
};

describe('a stream opened with cursors', () => {
  it('sends only what changed after them: nothing lost, nothing twice', () => {
    task('a');
    const first = open([{ id: 'sub-1', spec: tasks }]);
    task('b');
    first.close();
    task('c');
    task('a', true);
    const second = open([{ id: 'sub-1', spec: tasks, cursor: first.cursors()['sub-1'] }]);
    expect(second.frames.map((f) => f.event)).toEqual(['ready', 'changes']);
    const resumed = second.frames[1];
    expect(
      resumed?.event === 'changes' && resumed.data.changes.map((c) => `${c.type} ${c.doc.FireId}`),
    ).toEqual(['added c', 'removed a']);
    expect(replay(first, second)).toEqual({ 'sub-1': ['b', 'c'] });
  });

  it('says so with an empty changes frame (and a fresh cursor) when nothing changed', () => {
    const first = open([{ id: 'sub-1', spec: tasks }]);
    first.close();
    const cursor = first.cursors()['sub-1'];
    const second = open([{ id: 'sub-1', spec: tasks, cursor }]);
    expect(second.frames[1]).toMatchObject({ event: 'changes', data: { sub: 'sub-1', changes: [] } });
    expect(second.cursors()['sub-1']).not.toBe(cursor);
  });

  it('resumes each subscription from its own cursor; a new one in the set starts with a snapshot', () => {
    const first = open([
      { id: 'old', spec: tasks },
      { id: 'kept', spec: all },
    ]);
    task('a');
    // The client kept `kept` and `old`'s frames up to here, then `old` ended and `new` came.
    const cursors = first.cursors();
    first.close();
    task('b');
    const second = open([
      { id: 'kept', spec: all, cursor: cursors.kept },
      { id: 'new', spec: tasks },
    ]);
    expect(
      second.frames.map((f) =>
        f.event === 'ready' ? f.event : `${f.event} ${'sub' in f.data ? f.data.sub : ''}`,
      ),
    ).toEqual(['ready', 'changes kept', 'snapshot new']);
    expect(replay(first, second)).toEqual({ old: ['a'], kept: ['a', 'b'], new: ['a', 'b'] });
  });

  it('starts over with a snapshot from another tenant’s, a forged or another query’s cursor', () => {
    task('a');
    const theirs = open([{ id: 'sub-1', spec: tasks }], hub, 'other').cursors()['sub-1'] ?? '';
    const ours = open([{ id: 'sub-1', spec: tasks }]).cursors()['sub-1'] ?? '';
    const forged = `${ours.slice(0, 20)}${ours[20] === 'A' ? 'B' : 'A'}${ours.slice(21)}`;
    task('b');
    for (const cursor of [theirs, forged, 'A'.repeat(59), '12345']) {
      expect(open([{ id: 'sub-1', spec: tasks, cursor }]).frames[1]?.event).toBe('snapshot');
    }
    // The same id under another query (a changed policy): its cursor is not this query's.
    expect(open([{ id: 'sub-1', spec: all, cursor: ours }]).frames[1]?.event).toBe('snapshot');
    expect(open([{ id: 'sub-1', spec: tasks, cursor: ours }]).frames[1]?.event).toBe('changes');
  });

  it('resumes on another hub (another instance) holding the same secret, not on one with another', () => {
    const first = open([{ id: 'sub-1', spec: tasks }]);
    first.close();
    task('a');
    const cursor = first.cursors()['sub-1'];
    const sibling = new LiveHub(store, { frameIdSecret });
    const stranger = new LiveHub(store, { frameIdSecret: new Uint8Array(32).fill(8) });
    try {
      const there = open([{ id: 'sub-1', spec: tasks, cursor }], sibling);
      expect(there.frames[1]).toMatchObject({ event: 'changes' });
      expect(replay(first, there)).toEqual({ 'sub-1': ['a'] });
      expect(open([{ id: 'sub-1', spec: tasks, cursor }], stranger).frames[1]?.event).toBe('snapshot');
    } finally {
      sibling.close();
      stranger.close();
    }
  });

  it('sends a filtered subscription whole again (what its filter showed is not known)', () => {
    const filtered = { query: { collection: 'tasks' }, filter: () => true };
    const first = open([{ id: 'sub-1', spec: filtered }]);
    first.close();
    const second = open([{ id: 'sub-1', spec: filtered, cursor: first.cursors()['sub-1'] }]);
    expect(second.frames[1]?.event).toBe('snapshot');
  });
});
