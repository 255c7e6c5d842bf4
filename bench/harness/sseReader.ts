import { type ClientRequest, request } from 'node:http';

export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

export interface SseReader {
  status: number;
  close(): void;
}

/**
 * Opens an SSE stream with an explicit Host header and calls `onMessage` for every event as
 * its last line arrives (the bench timestamps there). Comments (heartbeats) are skipped. With
 * `body` the stream is a POST of that JSON (the live stream request), else a GET. `onEnd` hears
 * the stream end by the server's hand or a cut connection (a dropped slow client, say).
 */
export function openSseReader(
  url: string,
  headers: Record<string, string>,
  onMessage: (message: SseMessage) => void,
  body?: unknown,
  onEnd?: () => void,
): Promise<SseReader> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req: ClientRequest = request(url, {
      method: payload === undefined ? 'GET' : 'POST',
      headers: {
        accept: 'text/event-stream',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
    });
    req.on('response', (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message = parseBlock(block);
          if (message) onMessage(message);
          end = buffer.indexOf('\n\n');
        }
      });
      // Said once, when the server ends the stream or the connection is cut (not after close()).
      let over = false;
      const ended = () => {
        if (over) return;
        over = true;
        onEnd?.();
      };
      res.on('end', ended);
      res.on('error', ended);
      res.on('aborted', ended);
      resolve({
        status: res.statusCode ?? 0,
        close: () => {
          over = true;
          req.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

function parseBlock(block: string): SseMessage | null {
  const message: SseMessage = { event: 'message', data: '' };
  let hasData = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') message.event = value;
    else if (field === 'id') message.id = value;
    else if (field === 'data') {
      message.data = hasData ? `${message.data}\n${value}` : value;
      hasData = true;
    }
  }
  return hasData ? message : null;
}
