import { applyPatch, changesEventSchema } from '@colmena/shared';
import { describe, expect, it, vi } from 'vitest';
import type { LiveFrame } from '../../platform/live/liveFrame';
import type { DocChange } from '../../platform/store/Store';
import { formatFrame, frameChunks, openSse } from './sseResponse';

const decoder = new TextDecoder();

describe('formatFrame', () => {
  it.each<[string, LiveFrame, string]>([
    ['ready', { event: 'ready', data: {} }, 'event: ready\ndata: {}\n\n'],
    [
      'a snapshot with its cursor in its data, no SSE id',
      { event: 'snapshot', data: { sub: 'a', docs: [], cursor: 'c7' } },
      'event: snapshot\ndata: {"sub":"a","docs":[],"cursor":"c7"}\n\n',
    ],
    [
      'line breaks inside data, escaped onto one line',
      {
        event: 'snapshot',
        data: { sub: 'a', docs: [{ FireId: 'x', collection: 'c', text: 'a\nb\r\nc' }], cursor: 'c8' },
      },
      'event: snapshot\ndata: {"sub":"a","docs":[{"FireId":"x","collection":"c","text":"a\\nb\\r\\nc"}],"cursor":"c8"}\n\n',
    ],
    [
      'reopen, the last frame of a stream at its lifetime',
      { event: 'reopen', data: { cursors: { a: 'c9' } } },
      'event: reopen\ndata: {"cursors":{"a":"c9"}}\n\n',
    ],
  ])('%s', (_name, frame, text) => {
    expect(formatFrame(frame)).toBe(text);
  });
});

describe('frameChunks: the bytes of a frame, shared documents encoded once', () => {
  const doc = { FireId: 't1', collection: 'messages', participants: ['a', 'b'], body: 'línea\n"dos" ñ' };
  const frame = (changes: { type: 'added' | 'modified' | 'removed'; doc: typeof doc }[]): LiveFrame => ({
    event: 'changes',
    data: { sub: 's"1', changes, cursor: 'c10' },
  });
  const text = (chunks: Uint8Array[]) => decoder.decode(Buffer.concat(chunks));

  it.each<[string, LiveFrame]>([
    ['one change', frame([{ type: 'modified', doc }])],
    [
      'several changes, one document twice',
      frame([
        { type: 'added', doc },
        { type: 'removed', doc: { ...doc, FireId: 't2' } },
        { type: 'modified', doc },
      ]),
    ],
    ['no change', frame([])],
    ['not a changes frame', { event: 'reopen', data: { cursors: { a: 'c9' } } }],
  ])('are formatFrame encoded (%s)', (_name, f) => {
    expect(text(frameChunks(f))).toBe(formatFrame(f));
  });

  it('gives every stream the same chunk for the same document', () => {
    const shared = { ...doc, FireId: 'shared' };
    const first = frameChunks(frame([{ type: 'modified', doc: shared }]));
    const second = frameChunks({
      event: 'changes',
      data: { sub: 'other', changes: [{ type: 'modified', doc: shared }], cursor: 'c11' },
    });
    expect(first[1]).toBe(second[1]);
    expect(text(second)).toContain('"sub":"other"');
  });
});

describe('frameChunks: a big document the stream sent before goes as a patch of it', () => {
  const text = (chunks: Uint8Array[]) => decoder.decode(Buffer.concat(chunks));
  const members = Array.from({ length: 1000 }, (_, i) => `u-${String(i).padStart(4, '0')}`);
  const before = {
    FireId: 'big',
    collection: 'messages',
    participants: members,
    msjArray: [{ key: 'k1', from: 'u-0000', body: 'hola' }],
    LastUpdate: '2026-11-26T08:00:00.000Z',
  };
  const after = {
    ...before,
    msjArray: [...before.msjArray, { key: 'k2', from: 'u-0001', body: 'línea\n"dos"' }],
    LastUpdate: '2026-11-26T08:01:00.000Z',
  };
  const changes = (change: DocChange): LiveFrame => ({
    event: 'changes',
    data: { sub: 'mine', changes: [change], cursor: 'c12' },
  });

  it('sends the appended message and the moved time, which rebuild the document the client had', () => {
    const frame = changes({ type: 'modified', doc: after, before });
    const sent = text(frameChunks(frame));
    expect(sent).toBe(formatFrame(frame));
    expect(sent.length).toBeLessThan(JSON.stringify(after).length / 4);
    const parsed = changesEventSchema.parse(JSON.parse(sent.slice(sent.indexOf('data: ') + 6)));
    const [change] = parsed.changes;
    if (!change || 'doc' in change) throw new Error('expected a patch');
    expect(change.id).toBe('big');
    expect(applyPatch(before, change.patch)).toEqual(after);
  });

  it('gives every stream the same patch chunk for the same pair of versions', () => {
    const first = frameChunks(changes({ type: 'modified', doc: after, before }));
    const second = frameChunks(changes({ type: 'modified', doc: after, before }));
    expect(first[1]).toBe(second[1]);
  });

  it.each<[string, DocChange]>([
    ['no version before known (a resume, an added document)', { type: 'modified', doc: after }],
    [
      'a small document',
      {
        type: 'modified',
        doc: { ...after, participants: ['a'] },
        before: { ...before, participants: ['a'] },
      },
    ],
    [
      'a change as big as the document',
      { type: 'modified', doc: after, before: { FireId: 'big', collection: 'messages' } },
    ],
  ])('sends the whole document for %s', (_name, change) => {
    const sent = text(frameChunks(changes(change)));
    expect(sent).toBe(formatFrame(changes(change)));
    expect(sent).toContain(`"doc":${JSON.stringify(change.doc)}`);
    expect(sent).not.toContain('"before"');
  });
});

describe('openSse', () => {
  it('writes frames and heartbeats as they happen, and ends when the client cancels', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const sse = openSse({ heartbeatMs: 25_000, maxBufferedBytes: 1024, onClose });
    expect(sse.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = sse.response.body?.getReader();
    if (!reader) throw new Error('no body');
    sse.sink.send({ event: 'ready', data: {} });
    expect(decoder.decode((await reader.read()).value)).toContain('event: ready');
    vi.advanceTimersByTime(25_000);
    expect(decoder.decode((await reader.read()).value)).toBe(': ping\n\n');
    await reader.cancel();
    expect(onClose).toHaveBeenCalledTimes(1);
    sse.close();
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('sends a small frame of several chunks as one read, a big document as a chunk of its own', async () => {
    const sse = openSse({ heartbeatMs: 25_000, maxBufferedBytes: 1 << 20, onClose: vi.fn() });
    const reader = sse.response.body?.getReader();
    if (!reader) throw new Error('no body');
    const small: LiveFrame = {
      event: 'changes',
      data: {
        sub: 'a',
        changes: [{ type: 'modified', doc: { FireId: 't', collection: 'c', n: 1 } }],
        cursor: 'c1',
      },
    };
    expect(frameChunks(small).length).toBeGreaterThan(1);
    sse.sink.send(small);
    expect(decoder.decode((await reader.read()).value)).toBe(formatFrame(small));
    const bigDoc = { FireId: 'b', collection: 'c', text: 'x'.repeat(20_000) };
    const big: LiveFrame = {
      event: 'changes',
      data: { sub: 'a', changes: [{ type: 'added', doc: bigDoc }], cursor: 'c2' },
    };
    sse.sink.send(big);
    const parts: string[] = [];
    for (let i = 0; i < frameChunks(big).length; i++) parts.push(decoder.decode((await reader.read()).value));
    expect(parts.join('')).toBe(formatFrame(big));
    expect(parts.length).toBeGreaterThan(1);
    sse.close();
  });

  it('drops a client that lets too much pile up unread', async () => {
    const onClose = vi.fn();
    const sse = openSse({ heartbeatMs: 25_000, maxBufferedBytes: 100, onClose });
    const docs = [{ FireId: 'x', collection: 'c', text: 'x'.repeat(200) }];
    sse.sink.send({ event: 'snapshot', data: { sub: 'a', docs, cursor: 'c1' } });
    expect(onClose).toHaveBeenCalledTimes(1);
    await expect(sse.response.body?.getReader().read()).rejects.toThrow('too slow');
  });
});
