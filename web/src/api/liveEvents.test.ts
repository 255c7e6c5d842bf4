import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveEventName, parseLiveEvent } from './liveEvents';

const doc = { FireId: 'p1', collection: 'proyectos', Name: 'Uno' };

describe('parseLiveEvent', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each<[LiveEventName, unknown, unknown]>([
    ['ready', {}, { kind: 'ready' }],
    [
      'snapshot',
      { sub: 'a', docs: [doc], cursor: 'c1' },
      { kind: 'snapshot', sub: 'a', docs: [doc], cursor: 'c1' },
    ],
    [
      'snapshot',
      { sub: 'a', docs: [], cursor: 'c2' },
      { kind: 'snapshot', sub: 'a', docs: [], cursor: 'c2' },
    ],
    [
      'changes',
      { sub: 'a', changes: [{ type: 'removed', doc }], cursor: 'c3' },
      { kind: 'changes', sub: 'a', changes: [{ type: 'removed', doc }], cursor: 'c3' },
    ],
    [
      'changes',
      { sub: 'a', changes: [], cursor: 'c4' },
      { kind: 'changes', sub: 'a', changes: [], cursor: 'c4' },
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
    ['reopen', {}, { kind: 'reopen', cursors: {} }],
    ['reopen', { cursors: { a: 'c5' } }, { kind: 'reopen', cursors: { a: 'c5' } }],
  ])('%s %j', (name, data, expected) => {
    expect(parseLiveEvent(name, JSON.stringify(data))).toEqual(expected);
  });

  it('keeps every field of a document, not only the ones it checks', () => {
    const event = parseLiveEvent(
      'snapshot',
      JSON.stringify({ sub: 'a', docs: [{ ...doc, nested: { x: 1 } }], cursor: 'c' }),
    );
    expect(event).toMatchObject({ docs: [{ nested: { x: 1 } }] });
  });

  it.each<[LiveEventName, string]>([
    ['ready', 'not json'],
    ['ready', '[]'],
    ['snapshot', JSON.stringify({ sub: 'a' })],
    ['snapshot', JSON.stringify({ sub: 'a', docs: [] })],
    ['changes', JSON.stringify({ sub: 'a', changes: [] })],
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

  it('a reopen event reopens even when its text is garbled (logged)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parseLiveEvent('reopen', 'not json')).toEqual({ kind: 'reopen', cursors: {} });
    expect(logged).toHaveBeenCalledOnce();
  });
});
