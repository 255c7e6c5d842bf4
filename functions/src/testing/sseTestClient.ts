import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from '../platform/http/AppEnv';

/** Test helpers for the live stream over real HTTP (fetch cannot set Host, so node:http). */

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

/** The app on a free loopback port, as the embedded server runs it. */
export async function listen(app: Hono<AppEnv>): Promise<{ port: number; close(): Promise<void> }> {
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON request with a Host header; answers status and parsed body. */
export function httpJson(
  port: number,
  host: string,
  path: string,
  options: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host, ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    req.on('error', reject);
    if (payload) req.setHeader('content-type', 'application/json');
    req.end(payload);
  });
}

/** An EventSource-like reader: parses events as they arrive and waits for the ones a test expects. */
export class SseTestClient {
  readonly events: SseEvent[] = [];
  private buffer = '';
  private waiters: (() => void)[] = [];
  private read = 0;
  /** Settles when the server ends the response (or the connection drops). */
  readonly ended: Promise<void>;

  private constructor(
    private readonly req: ClientRequest,
    readonly status: number,
    res: IncomingMessage,
  ) {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => this.push(chunk));
    this.ended = new Promise((resolve) => {
      res.once('end', resolve);
      res.once('close', resolve);
    });
  }

  /** `body` makes it a POST of that JSON (the live stream request); without it a GET. */
  static open(
    port: number,
    host: string,
    path: string,
    headers: Record<string, string> = {},
    body?: unknown,
  ): Promise<SseTestClient> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request({
        host: '127.0.0.1',
        port,
        path,
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          host,
          accept: 'text/event-stream',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      });
      req.on('response', (res) => resolve(new SseTestClient(req, res.statusCode ?? 0, res)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** The response body when it was no stream (an error answer), once it ended. */
  async json(): Promise<unknown> {
    await this.ended;
    return JSON.parse(this.buffer);
  }

  /** Each subscription's cursor after the events received so far (what a client resumes from). */
  cursors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const event of this.events) {
      if (event.event !== 'snapshot' && event.event !== 'changes') continue;
      const data = JSON.parse(event.data) as { sub: string; cursor: string };
      out[data.sub] = data.cursor;
    }
    return out;
  }

  /** The next event not yet taken by `next` (in arrival order), waiting up to `timeoutMs`. */
  async next(timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    while (this.read >= this.events.length) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no SSE event within ${timeoutMs} ms (got ${this.events.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const event = this.events[this.read];
    this.read += 1;
    if (!event) throw new Error('unreachable');
    return event;
  }

  /** The next event's parsed data, checking its name. */
  async nextData<T>(event: string, timeoutMs?: number): Promise<T> {
    const next = await this.next(timeoutMs);
    if (next.event !== event) throw new Error(`expected ${event}, got ${next.event}: ${next.data}`);
    return JSON.parse(next.data) as T;
  }

  close(): void {
    this.req.destroy();
  }

  private push(chunk: string): void {
    this.buffer += chunk;
    const blocks = this.buffer.split(/\r?\n\r?\n/);
    this.buffer = blocks.pop() ?? '';
    for (const block of blocks) {
      const event: SseEvent = { event: 'message', data: '' };
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event.event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'id') event.id = value;
      }
      if (data.length === 0) continue;
      event.data = data.join('\n');
      this.events.push(event);
    }
    for (const wake of this.waiters.splice(0)) wake();
  }
}
