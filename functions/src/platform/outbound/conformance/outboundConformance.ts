import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboundHttp, OutboundLimits } from '../OutboundHttp';

/** What a request looked like when it reached a test server. */
export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A loopback HTTP server for the suite; `handle` answers, every request is kept in `seen`. */
export async function testServer(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type TestServer = Awaited<ReturnType<typeof testServer>>;

/**
 * The contract of the outbound HTTP port, for every adapter. `open` gets the loopback ports the
 * suite's servers listen on (an adapter that refuses loopback must let exactly those through,
 * as a server-side test setting) and the limits to apply.
 */
export function outboundConformance(open: (allowedPorts: number[], limits: OutboundLimits) => OutboundHttp) {
  let main: TestServer;
  let other: TestServer;
  let http: OutboundHttp;
  const limits: OutboundLimits = { timeoutMs: 1500, maxBytes: 64 * 1024, maxRedirects: 5 };

  beforeAll(async () => {
    main = await testServer((req, res, body) => {
      const url = new URL(req.url ?? '/', 'http://x');
      const hop = Number(url.searchParams.get('hop') ?? 0);
      switch (url.pathname) {
        case '/json':
          res.writeHead(200, { 'content-type': 'application/json', 'x-twice': ['a', 'b'] });
          res.end(JSON.stringify({ ok: true, method: req.method, body }));
          return;
        case '/status':
          res.writeHead(Number(url.searchParams.get('code')));
          res.end('status');
          return;
        case '/chain':
          if (hop < Number(url.searchParams.get('to'))) {
            res.writeHead(302, { location: `/chain?hop=${hop + 1}&to=${url.searchParams.get('to')}` });
            res.end();
          } else res.end(`hop ${hop}`);
          return;
        case '/see-other':
          res.writeHead(303, { location: '/json' });
          res.end();
          return;
        case '/elsewhere':
          res.writeHead(307, { location: `${other.origin}/json` });
          res.end();
          return;
        case '/same-origin':
          res.writeHead(307, { location: '/json' });
          res.end();
          return;
        case '/slow':
          // Never answers: the deadline must end it.
          return;
        case '/big':
          res.writeHead(200);
          res.end(Buffer.alloc(limits.maxBytes + 1, 120));
          return;
        default:
          res.writeHead(404);
          res.end('missing');
      }
    });
    other = await testServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"other":true}');
    });
    http = open([main.port, other.port], limits);
  });
  afterAll(async () => {
    await main?.close();
    await other?.close();
  });

  const text = (body: Uint8Array) => Buffer.from(body).toString('utf8');

  describe('outbound HTTP conformance', () => {
    it('answers status, lower-cased headers and body', async () => {
      const answer = await http.request({ url: `${main.origin}/json` });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['x-twice']).toBe('a, b');
      expect(JSON.parse(text(answer.body))).toEqual({ ok: true, method: 'GET', body: '' });
      expect(answer).toMatchObject({ url: `${main.origin}/json`, redirects: 0 });
    });

    it('sends the method, headers and body it is given', async () => {
      const answer = await http.request({
        method: 'POST',
        url: `${main.origin}/json`,
        headers: { 'content-type': 'application/json', 'x-colmena': 'colmena-1' },
        body: '{"a":1}',
      });
      expect(JSON.parse(text(answer.body))).toEqual({ ok: true, method: 'POST', body: '{"a":1}' });
      expect(main.seen.at(-1)?.headers['x-colmena']).toBe('colmena-1');
    });

    it.each([404, 429, 500, 503])('passes a %i through as an answer', async (code) => {
      expect((await http.request({ url: `${main.origin}/status?code=${code}` })).status).toBe(code);
    });

    it('follows up to 5 redirects, and refuses a sixth', async () => {
      const five = await http.request({ url: `${main.origin}/chain?to=5` });
      expect([text(five.body), five.redirects]).toEqual(['hop 5', 5]);
      await expect(http.request({ url: `${main.origin}/chain?to=6` })).rejects.toMatchObject({
        reason: 'too_many_redirects',
      });
    });

    it('continues a POST answered 303 as a GET without its body', async () => {
      const answer = await http.request({ method: 'POST', url: `${main.origin}/see-other`, body: 'x=1' });
      expect(JSON.parse(text(answer.body))).toMatchObject({ method: 'GET', body: '' });
    });

    it('keeps credentials on a same-origin redirect and drops them on a cross-origin one', async () => {
      const headers = { authorization: 'Bearer secret', cookie: 'k=v', 'x-keep': '1' };
      await http.request({ url: `${main.origin}/same-origin`, headers });
      expect(main.seen.at(-1)?.headers).toMatchObject({ authorization: 'Bearer secret', cookie: 'k=v' });
      const answer = await http.request({ url: `${main.origin}/elsewhere`, headers });
      expect(JSON.parse(text(answer.body))).toEqual({ other: true });
      const arrived = other.seen.at(-1)?.headers ?? {};
      expect(arrived.authorization).toBeUndefined();
      expect(arrived.cookie).toBeUndefined();
      expect(arrived['x-keep']).toBe('1');
    });

    it('gives up at the deadline', async () => {
      const started = Date.now();
      await expect(http.request({ url: `${main.origin}/slow` })).rejects.toMatchObject({ reason: 'timeout' });
      expect(Date.now() - started).toBeLessThan(limits.timeoutMs + 1000);
    });

    it('refuses a body over the size cap', async () => {
      await expect(http.request({ url: `${main.origin}/big` })).rejects.toMatchObject({
        reason: 'too_large',
      });
    });

    it.each([
      'file:///etc/passwd',
      'ftp://example.com/',
      'gopher://127.0.0.1:70/',
      'javascript:alert(1)',
      'not a url',
      'http://user:pass@example.com/',
    ])('refuses %s before any request', async (url) => {
      await expect(http.request({ url })).rejects.toMatchObject({ reason: 'bad_url' });
    });
  });
}
