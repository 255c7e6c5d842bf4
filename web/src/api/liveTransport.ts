import type { LiveStreamRequest } from '@colmena/shared';
import type { EventSourceLike } from '../machines/liveStream';
import type { Fetch } from './browserFetch';
import type { LiveEndpoint } from './liveEndpoint';

/** One server-sent event as the parser hands it on. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * The text/event-stream format, fed chunk by chunk (a chunk may end anywhere, even between a
 * CR and its LF): named events with their data lines joined by newlines; comments (heartbeats),
 * `id:` and `retry:` lines and events without data are skipped.
 */
export class SseParser {
  private buffer = '';
  private event = 'message';
  private data: string[] = [];

  push(chunk: string): SseEvent[] {
    this.buffer += chunk;
    const out: SseEvent[] = [];
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      // A lone CR at the end may be the first half of CRLF: wait for the next chunk.
      if (end < 0 || (this.buffer[end] === '\r' && end === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1));
      const event = this.line(line);
      if (event) out.push(event);
    }
    return out;
  }

  private line(line: string): SseEvent | null {
    if (line === '') {
      const event = this.data.length > 0 ? { event: this.event, data: this.data.join('\n') } : null;
      this.event = 'message';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return null;
  }
}

const connecting = 0;
const open = 1;
const closed = 2;

/**
 * The live stream as the machine sees an EventSource: `POST url` (or where `endpoint` says, with
 * its stream token: liveEndpoint.ts) with the stream request as its
 * JSON body (an EventSource can only GET, and a set of 100 queries and cursors outgrows a URL),
 * its answer read as it arrives and dispatched as named events. It never reconnects by itself:
 * whatever ends it — a refused request, the server closing, the network — is one `error` with
 * readyState CLOSED, and the machine opens the next stream with the cursors it holds.
 */
export function fetchEventSource(
  endpoint: string | (() => Promise<LiveEndpoint>),
  request: LiveStreamRequest,
  fetch: Fetch,
): EventSourceLike {
  const listeners = new Map<string, Set<(event: Event) => void>>();
  const abort = new AbortController();
  let readyState = connecting;
  const dispatch = (event: Event) => {
    for (const listener of listeners.get(event.type) ?? []) listener(event);
  };
  const fail = () => {
    if (readyState === closed) return;
    readyState = closed;
    abort.abort();
    dispatch(new Event('error'));
  };

  void (async () => {
    const { url, token } =
      typeof endpoint === 'string' ? { url: endpoint, token: undefined } : await endpoint();
    // Closed while the endpoint was being asked: nothing opens.
    if (readyState === closed) return;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(token ? { ...request, token } : request),
      cache: 'no-store',
      credentials: 'same-origin',
      signal: abort.signal,
    });
    if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel().catch(() => undefined);
      return;
    }
    readyState = open;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done || readyState === closed) return;
      for (const { event, data } of parser.push(value)) {
        if (readyState === closed) return;
        dispatch(new MessageEvent(event, { data }));
      }
    }
  })()
    .catch(() => undefined)
    .finally(fail);

  return {
    get readyState() {
      return readyState;
    },
    addEventListener(type, listener) {
      const set = listeners.get(type) ?? new Set();
      set.add(listener);
      listeners.set(type, set);
    },
    close() {
      // Closed by the client: no `error` follows.
      readyState = closed;
      abort.abort();
    },
  };
}
