import type { LiveFrame, LiveSink } from '../../platform/live/liveFrame';
import { bytesOfDoc, patchedChange } from '../../platform/live/patchedChange';

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
  if (frame.event !== 'changes') return `event: ${frame.event}\ndata: ${JSON.stringify(frame.data)}\n\n`;
  const { sub, changes, cursor } = frame.data;
  const wire = changes.map((change) => {
    const patched = patchedChange(change);
    return patched ? JSON.parse(patched.json) : { type: change.type, doc: change.doc };
  });
  return `event: changes\ndata: ${JSON.stringify({ sub, changes: wire, cursor })}\n\n`;
}

type ChangesData = Extract<LiveFrame, { event: 'changes' }>['data'];

/**
 * The bytes of `formatFrame(frame)`, as chunks: each change's document (or its patch, for a big
 * document the stream sent before: patchedChange.ts) is a chunk shared by every stream.
 */
export function frameChunks(frame: LiveFrame): Uint8Array[] {
  if (frame.event !== 'changes') return [encoder.encode(formatFrame(frame))];
  const data: ChangesData = frame.data;
  const chunks: Uint8Array[] = [];
  let text = `event: changes\ndata: {"sub":${JSON.stringify(data.sub)},"changes":[`;
  data.changes.forEach((change, i) => {
    const separator = i > 0 ? ',' : '';
    const patched = patchedChange(change);
    if (patched) {
      chunks.push(encoder.encode(`${text}${separator}`), patched.bytes);
      text = '';
    } else {
      text += `${separator}{"type":${JSON.stringify(change.type)},"doc":`;
      chunks.push(encoder.encode(text), bytesOfDoc(change.doc));
      text = '}';
    }
  });
  chunks.push(encoder.encode(`${text}],"cursor":${JSON.stringify(data.cursor)}}\n\n`));
  return chunks;
}

/** A frame of chunks up to this size goes out as one: copying a few KB is cheaper than a read and a write more. */
const mergeUpToBytes = 16 * 1024;

/**
 * The chunks of a small frame as one. Each chunk enqueued is a read of the stream and a write to
 * the socket on the way out: a message into a thread of 1,000 members wrote three per stream
 * (the frame's head, the shared patch, its tail with the stream's cursor). A big shared document
 * stays a chunk of its own, not copied once per stream.
 */
function mergedSmall(chunks: readonly Uint8Array[]): Uint8Array | null {
  if (chunks.length < 2) return null;
  let total = 0;
  for (const chunk of chunks) total += chunk.byteLength;
  return total > mergeUpToBytes ? null : Buffer.concat(chunks, total);
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
    writeChunks([encoder.encode(text)]);
  }

  function writeChunks(chunks: readonly Uint8Array[]) {
    if (closed || !controller) return;
    const merged = mergedSmall(chunks);
    if (merged) controller.enqueue(merged);
    else for (const chunk of chunks) controller.enqueue(chunk);
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
    sink: { send: (frame) => writeChunks(frameChunks(frame)), close: () => finish(false) },
    close: () => finish(false),
  };
}
