import { describe, expect, it } from 'vitest';
import { fetchEventSource, SseParser } from './liveTransport';

describe('SseParser', () => {
  it('reads named events across chunks cut anywhere, CRLF too, skipping comments and ids', () => {
    const text =
      ': ping\r\n\r\nevent: ready\r\ndata: {}\r\n\r\nid: 7\nevent: snapshot\ndata: {"a":\ndata: 1}\n\n: x\n\nevent: none\n\n';
    for (let size = 1; size <= text.length; size += 1) {
      const parser = new SseParser();
      const events = [];
      for (let i = 0; i < text.length; i += size) events.push(...parser.push(text.slice(i, i + size)));
      expect(events).toEqual([
        { event: 'ready', data: '{}' },
        { event: 'snapshot', data: '{"a":\n1}' },
      ]);
    }
  });
});

const request = { subs: [{ id: 's1', query: { collection: 'proyectos' } }] };

/** A fetch answering a stream whose chunks the test pushes. */
function streamingFetch(status = 200, contentType = 'text/event-stream; charset=utf-8') {
  const calls: { url: string; init: RequestInit }[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(status === 200 ? body : '{"error":"bad_request"}', {
      status,
      headers: { 'content-type': status === 200 ? contentType : 'application/json' },
    });
  };
  const push = (text: string) => controller?.enqueue(new TextEncoder().encode(text));
  const end = () => controller?.close();
  return { fetch, calls, push, end };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('fetchEventSource', () => {
  it('POSTs the stream request as JSON and dispatches its events as they arrive', async () => {
    const server = streamingFetch();
    const source = fetchEventSource('/api/live', request, server.fetch);
    const seen: string[] = [];
    for (const name of ['ready', 'snapshot', 'error'])
      source.addEventListener(name, (e) => seen.push(`${e.type} ${'data' in e ? e.data : ''}`));
    await tick();
    expect(server.calls[0]?.url).toBe('/api/live');
    expect(server.calls[0]?.init).toMatchObject({ method: 'POST', body: JSON.stringify(request) });
    server.push('event: ready\ndata: {}\n\nevent: snap');
    await tick();
    expect(seen).toEqual(['ready {}']);
    expect(source.readyState).toBe(1);
    server.push('shot\ndata: {"sub":"s1"}\n\n');
    await tick();
    expect(seen).toEqual(['ready {}', 'snapshot {"sub":"s1"}']);
    // The server ends it (after `reopen`, or cut): one error, CLOSED, never a reconnect of its own.
    server.end();
    await tick();
    expect(seen.at(-1)).toBe('error ');
    expect(source.readyState).toBe(2);
  });

  it('a refused request is an error at once', async () => {
    const server = streamingFetch(400);
    const source = fetchEventSource('/api/live', request, server.fetch);
    let errors = 0;
    source.addEventListener('error', () => {
      errors += 1;
    });
    await tick();
    expect(errors).toBe(1);
    expect(source.readyState).toBe(2);
  });

  it('an offline fetch is an error', async () => {
    const source = fetchEventSource('/api/live', request, () => Promise.reject(new TypeError('offline')));
    let errors = 0;
    source.addEventListener('error', () => {
      errors += 1;
    });
    await tick();
    expect(errors).toBe(1);
  });

  it('close() aborts the request and says nothing more', async () => {
    const server = streamingFetch();
    const source = fetchEventSource('/api/live', request, server.fetch);
    const seen: string[] = [];
    for (const name of ['ready', 'error']) source.addEventListener(name, (e) => seen.push(e.type));
    await tick();
    source.close();
    server.push('event: ready\ndata: {}\n\n');
    await tick();
    expect(seen).toEqual([]);
    expect(server.calls[0]?.init.signal?.aborted).toBe(true);
  });
});
