import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveEventName, parseLiveEvent } from './liveEvents';

const doc = { FireId: 'p1', collection: 'proyectos', Name: 'Uno' };

describe('parseLiveEvent', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[LiveEventName, unknown, unknown]>([
    ['ready', { stream: 's1' }, { kind: 'ready', stream: 's1', resumed: false }],
    ['ready', { stream: 's1', resumed: true }, { kind: 'ready', stream: 's1', resumed: true }],
    ['snapshot', { sub: 'a', docs: [doc] }, { kind: 'snapshot', sub: 'a', docs: [doc] }],
    ['snapshot', { sub: 'a', docs: [] }, { kind: 'snapshot', sub: 'a', docs: [] }],
    [
      'changes',
      { sub: 'a', changes: [{ type: 'removed', doc }] },
      { kind: 'changes', sub: 'a', changes: [{ type: 'removed', doc }] },
    ],
    [
      'sub-error',
      { sub: 'a', error: 'query_requires_index', message: 'This query requires an index!!!' },
      { kind: 'sub-error', sub: 'a', error: 'query_requires_index' },
    ],
    ['sub-error', { sub: 'a', error: 'something_new' }, { kind: 'sub-error', sub: 'a', error: 'internal' }],
    [
      'end',
      { error: 'unauthenticated', message: 'The session of this stream has ended' },
      { kind: 'end', error: 'unauthenticated' },
    ],
    ['end', { error: 'forbidden' }, { kind: 'end', error: 'forbidden' }],
    ['end', { error: 'something_new' }, { kind: 'end', error: 'internal' }],
  ])('%s %j', (name, data, expected) => {
    expect(parseLiveEvent(name, JSON.stringify(data))).toEqual(expected);
  });

  it('keeps every field of a document, not only the ones it checks', () => {
    const event = parseLiveEvent(
      'snapshot',
      JSON.stringify({ sub: 'a', docs: [{ ...doc, nested: { x: 1 } }] }),
    );
    expect(event).toMatchObject({ docs: [{ nested: { x: 1 } }] });
  });

  it.each<[LiveEventName, string]>([
    ['ready', 'not json'],
    ['ready', '{}'],
    ['snapshot', JSON.stringify({ sub: 'a' })],
    ['snapshot', JSON.stringify({ sub: 'a', docs: [{ Name: 'no id' }] })],
    ['changes', JSON.stringify({ sub: 'a', changes: [{ type: 'renamed', doc }] })],
    ['sub-error', JSON.stringify({ error: 'forbidden' })],
    ['snapshot', ''],
  ])('%s with %s is ignored (and logged)', (name, data) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseLiveEvent(name, data)).toBeNull();
    expect(logged).toHaveBeenCalledOnce();
  });

  it('an end event ends the stream even when its text is garbled (logged)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseLiveEvent('end', 'not json')).toEqual({ kind: 'end', error: 'internal' });
    expect(logged).toHaveBeenCalledOnce();
  });
});
