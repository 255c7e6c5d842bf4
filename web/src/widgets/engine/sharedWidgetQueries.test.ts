import type { StoredDoc } from '@colmena/shared';
import type { LiveRequest } from '@colmena/shared/widgets';
import { describe, expect, it } from 'vitest';
import type { LiveClient, SubscriptionEvent } from '../../api/liveClient';
import type { EntryResult } from '../kindTypes';
import { createQuerySharing, sharedQueryKey } from './sharedWidgetQueries';

/** A live client that records subscriptions and lets the test push events to them. */
function fakeClient() {
  const subs: { request: LiveRequest; listener: (e: SubscriptionEvent) => void; open: boolean }[] = [];
  const client = {
    subscribe(request: LiveRequest, listener: (e: SubscriptionEvent) => void) {
      const sub = { request, listener, open: true };
      subs.push(sub);
      return () => {
        sub.open = false;
      };
    },
  } as unknown as LiveClient;
  const open = () => subs.filter((s) => s.open);
  return { client, subs, open };
}

const doc = (id: string, n: number): StoredDoc => ({ FireId: id, collection: 'proyectos', n });
const shape = { orderBy: ['n', 'asc'] as ['n', 'asc'] };
const a = { widgetId: 'w-a', entry: 0 };
const b = { widgetId: 'w-b', entry: 0 };

describe('sharedQueryKey', () => {
  const entry = { collection: 'proyectos' };
  it('is the same for widgets whose entry resolves alike, whatever else differs', () => {
    expect(
      sharedQueryKey({ place: 'project', keyOfCollection: 'proyectos' }, entry, { ...a, documentId: 'p1' }),
    ).toBe(
      sharedQueryKey(
        { place: 'project', keyOfCollection: 'proyectos' },
        { ...entry },
        { ...b, documentId: 'p1' },
      ),
    );
  });
  it.each([
    ['another place', { place: 'company', keyOfCollection: 'proyectos' }, entry, { ...b, documentId: 'p1' }],
    [
      'another collection key',
      { place: 'project', keyOfCollection: 'ALLCOLLECTIONS' },
      entry,
      { ...b, documentId: 'p1' },
    ],
    [
      'another entry',
      { place: 'project', keyOfCollection: 'proyectos' },
      { ...entry, limit: 5 },
      { ...b, documentId: 'p1' },
    ],
    [
      'another document',
      { place: 'project', keyOfCollection: 'proyectos' },
      entry,
      { ...b, documentId: 'p2' },
    ],
    [
      'another route collection',
      { place: 'project', keyOfCollection: 'proyectos' },
      entry,
      { ...b, documentId: 'p1', collKey: 'x' },
    ],
  ])('differs with %s', (_case, widget, otherEntry, request) => {
    const base = sharedQueryKey({ place: 'project', keyOfCollection: 'proyectos' }, entry, {
      ...a,
      documentId: 'p1',
    });
    expect(sharedQueryKey(widget, otherEntry, request)).not.toBe(base);
  });
});

describe('sharedQueryKey of aggregates', () => {
  const entry = { collection: 'proyectos' };
  const chart = (groupField: string) => ({
    place: 'company',
    type: 'chart',
    settings: { grouping: 'value', groupField },
  });
  it('two charts of one grouping share; of another grouping, or asking for documents, do not', () => {
    const key = (widget: ReturnType<typeof chart>, aggregate: boolean) =>
      sharedQueryKey(widget, entry, { ...a, ...(aggregate ? { aggregate: true as const } : {}) });
    expect(key(chart('Estado'), true)).toBe(key(chart('Estado'), true));
    expect(key(chart('Estado'), true)).not.toBe(key(chart('Habitación'), true));
    expect(key(chart('Estado'), true)).not.toBe(key(chart('Estado'), false));
  });
});

describe('createQuerySharing', () => {
  it('one subscription for one key; a late member gets the current result at once; changes reach all', () => {
    const { client, open } = fakeClient();
    const sharing = createQuerySharing(client);
    const first: EntryResult[] = [];
    const second: EntryResult[] = [];
    sharing.subscribe('k', a, shape, (r) => first.push(r));
    open()[0]?.listener({ kind: 'snapshot', docs: [doc('x', 2), doc('y', 1)] });
    sharing.subscribe('k', b, shape, (r) => second.push(r));
    expect(open()).toHaveLength(1);
    expect(second.at(-1)?.docs.map((d) => d.FireId)).toEqual(['y', 'x']);
    open()[0]?.listener({ kind: 'changes', changes: [{ type: 'added', doc: doc('z', 0) }] });
    expect(first.at(-1)?.docs.map((d) => d.FireId)).toEqual(['z', 'y', 'x']);
    expect(second.at(-1)).toBe(first.at(-1));
  });

  it('asks again for a remaining member when the one it asked for leaves, and stops with the last', () => {
    const { client, subs, open } = fakeClient();
    const sharing = createQuerySharing(client);
    const results: EntryResult[] = [];
    const leaveA = sharing.subscribe('k', a, shape, () => {});
    const leaveB = sharing.subscribe('k', b, shape, (r) => results.push(r));
    open()[0]?.listener({ kind: 'snapshot', docs: [doc('x', 1)] });
    leaveA();
    expect(open().map((s) => s.request)).toEqual([b]);
    // Until the new snapshot, B keeps what it had; then it gets the new one.
    open()[0]?.listener({ kind: 'snapshot', docs: [doc('x', 1), doc('w', 0)] });
    expect(results.at(-1)?.docs.map((d) => d.FireId)).toEqual(['w', 'x']);
    leaveB();
    expect(open()).toHaveLength(0);
    expect(subs).toHaveLength(2);
  });

  it('errors reach every member; different keys and unshared requests subscribe on their own', () => {
    const { client, open } = fakeClient();
    const sharing = createQuerySharing(client);
    const got: EntryResult[] = [];
    sharing.subscribe('k', a, shape, (r) => got.push(r));
    sharing.subscribe('k', b, shape, (r) => got.push(r));
    sharing.subscribe('other', a, shape, () => {});
    sharing.subscribe(null, { previewWidget: {}, entry: 0 }, shape, () => {});
    sharing.subscribe(null, { previewWidget: {}, entry: 0 }, shape, () => {});
    expect(open()).toHaveLength(4);
    open()[0]?.listener({ kind: 'error', error: 'value_undefined' });
    expect(got.map((r) => [r.status, r.error])).toEqual([
      ['error', 'value_undefined'],
      ['error', 'value_undefined'],
    ]);
  });
});
