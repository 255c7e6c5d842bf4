import type { LiveFrame, LiveSink } from '../../platform/live/liveFrame';

export interface SseOptions {
  /** Comment lines keep proxies and load balancers from closing an idle stream. */
  heartbeatMs: number;
  /** A client that lets this much pile up unread is dropped (it reconnects and resumes). */
  maxBufferedBytes: number;
  /** Called once when the connection ends, whoever ends it. */
  onClose(): void;
}

export interface SseConnection {
  response: Response;
  sink: LiveSink;
  /** Ends the connection (idempotent). */
  close(): void;
}

const encoder = new TextEncoder();

/**
 * One SSE event; JSON escapes line breaks, so `data` is always a single line. No `id:` and no
 * `retry:`: the client reconnects itself, with the cursors the frames carry in their data.
 */
export function formatFrame(frame: LiveFrame): string {
  if (frame.event === 'changes') return `event: changes\ndata: ${changesJson(frame.data)}\n\n`;
  return `event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`;
}

/**
 * A committed document reaches every subscription that watches it as the same object (the
 * store's views share the commit's document), so its JSON is made once, not once per stream:
 * a message in a thread of 1,000 members is one thread document sent on 1,000 streams.
 */
const docJson = new WeakMap<object, string>();

function jsonOfDoc(doc: object): string {
  let text = docJson.get(doc);
  if (text === undefined) {
    text = JSON.stringify(doc);
    docJson.set(doc, text);
  }
  return text;
}

/** JSON.stringify(data), with each change's document from the cache (same text, key order kept). */
function changesJson(data: Extract<LiveFrame, { event: 'changes' }>['data']): string {
  const changes = data.changes.map((change) => {
    const { doc, ...rest } = change;
    const head = JSON.stringify(rest);
    return `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}"doc":${jsonOfDoc(doc)}}`;
  });
  return `{"sub":${JSON.stringify(data.sub)},"changes":[${changes.join(',')}],"cursor":${JSON.stringify(data.cursor)}}`;
}

/**
 * An SSE response written straight to a ReadableStream: every frame is enqueued as it happens
 * (no compression, no buffering headers for proxies), with heartbeats, and torn down when the
 * client goes away (the server cancels the body) or the hub lets go of it.
 */
export function openSse(options: SseOptions): SseConnection {
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
  heartbeat.unref?.();

  const finish = (drop: boolean) => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    try {
      // A dropped client's queue is discarded; a normal end lets what is queued go out first.
      if (drop) controller?.error(new Error('live client too slow'));
      else controller?.close();
    } catch {
      // already closed by the reader
    }
    options.onClose();
  };

  function write(text: string) {
    if (closed || !controller) return;
    controller.enqueue(encoder.encode(text));
    if ((controller.desiredSize ?? 0) < 0) finish(true);
  }

  const body = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      cancel() {
        finish(false);
      },
    },
    { highWaterMark: options.maxBufferedBytes, size: (chunk) => chunk.byteLength },
  );

  const response = new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
  return {
    response,
    sink: { send: (frame) => write(formatFrame(frame)), close: () => finish(false) },
    close: () => finish(false),
  };
}
