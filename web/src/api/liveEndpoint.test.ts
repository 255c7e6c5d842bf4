import { describe, expect, it } from 'vitest';
import { liveEndpoints } from './liveEndpoint';
import { fetchEventSource } from './liveTransport';

/** A fetch that answers `/api/live/token` with `answers` in turn and records every call. */
function tokenServer(...answers: (Record<string, unknown> | number | Error)[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (url !== '/api/live/token')
      return new Response('', { status: 200, headers: { 'content-type': 'text/event-stream' } });
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('{"error":"x"}', { status: answer });
    return Response.json(answer ?? {});
  };
  return { fetch, calls };
}

const direct = 'https://europe-west1-p.cloudfunctions.net/api/api/live/direct';

describe('liveEndpoints', () => {
  it('opens every stream on the named URL with a fresh token', async () => {
    const server = tokenServer(
      { token: 't1', expiresIn: 300, url: direct },
      { token: 't2', expiresIn: 300, url: direct },
    );
    const next = liveEndpoints(server.fetch);
    expect(await next()).toEqual({ url: direct, token: 't1' });
    expect(await next()).toEqual({ url: direct, token: 't2' });
    expect(server.calls.map((c) => c.init.credentials)).toEqual(['same-origin', 'same-origin']);
  });

  it('stays on this origin, asking once, where the server names no URL', async () => {
    const server = tokenServer({ token: 't1', expiresIn: 300 });
    const next = liveEndpoints(server.fetch);
    expect(await next()).toEqual({ url: '/api/live' });
    expect(await next()).toEqual({ url: '/api/live' });
    expect(server.calls).toHaveLength(1);
  });

  it('falls back to this origin for one stream when the token cannot be had, and asks again', async () => {
    const server = tokenServer(503, new TypeError('offline'), { token: 't3', expiresIn: 300, url: direct });
    const next = liveEndpoints(server.fetch);
    expect(await next()).toEqual({ url: '/api/live' });
    expect(await next()).toEqual({ url: '/api/live' });
    expect(await next()).toEqual({ url: direct, token: 't3' });
  });

  it('has the transport send the token in the stream request, without cookies, to the named URL', async () => {
    const server = tokenServer({ token: 't1', expiresIn: 300, url: direct });
    const source = fetchEventSource(liveEndpoints(server.fetch), { subs: [] }, server.fetch);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const stream = server.calls[1];
    expect(stream?.url).toBe(direct);
    expect(JSON.parse(String(stream?.init.body))).toEqual({ subs: [], token: 't1' });
    expect(stream?.init.credentials).toBe('same-origin');
    source.close();
  });
});
