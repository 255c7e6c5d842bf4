import type { Fetch } from './browserFetch';

/** Where one stream opens, and the stream token it carries when it opens off this origin. */
export interface LiveEndpoint {
  url: string;
  token?: string;
}

const sameOrigin: LiveEndpoint = { url: '/api/live' };

/**
 * Where the tab opens its live streams. On the cloud, Firebase Hosting buffers what the API
 * function answers, so `POST /api/live/token` names the stream's own URL on the function
 * (LIVE_STREAM_URL) with a stream token: the stream opens there, across origins and without
 * the cookie. A fresh token for every stream, so it always names who is signed in now. Where
 * the server names no URL (the embedded server), every stream stays on this origin with the
 * cookie, and the token is not asked again.
 */
export function liveEndpoints(fetch: Fetch): () => Promise<LiveEndpoint> {
  let direct: boolean | undefined;
  return async () => {
    if (direct === false) return sameOrigin;
    try {
      const res = await fetch('/api/live/token', {
        method: 'POST',
        cache: 'no-store',
        credentials: 'same-origin',
      });
      if (!res.ok) return sameOrigin;
      const body = (await res.json()) as { token?: unknown; url?: unknown };
      direct = typeof body.url === 'string' && typeof body.token === 'string';
      return direct ? { url: body.url as string, token: body.token as string } : sameOrigin;
    } catch {
      // Offline or refused for now: this stream tries the origin; the next asks again.
      return sameOrigin;
    }
  };
}
