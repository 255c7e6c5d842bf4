import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  develop,
  type LiveTestServer,
  type Snapshot,
  startLiveTestServer,
} from '../../testing/liveTestServer';
import { directStreamPath } from './directStream';

/** The function's own host, as Cloud Functions names it: no company in it. */
const functionHost = 'europe-west1-demo-colmena.cloudfunctions.net';
const liveStreamUrl = `https://${functionHost}/api${directStreamPath}`;
const demoOrigin = 'http://demo.localhost:8080';

let s: LiveTestServer;
beforeAll(async () => {
  s = await startLiveTestServer({ config: { liveStreamUrl } });
});
afterAll(() => s.close());

/** A bare request with its answer's headers (the CORS ones are what a browser reads). */
function raw(
  method: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: s.port, path: directStreamPath, method, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const tokenOf = async (who: string, host?: string) => {
  const issued = await s.post(who, '/api/live/token', undefined, host);
  expect(issued.status).toBe(200);
  return issued.body as { token: string; expiresIn: number; url?: string };
};
const direct = (headers: Record<string, string> = {}) => ({
  host: functionHost,
  path: directStreamPath,
  headers: { origin: demoOrigin, ...headers },
});

describe('the live stream on the function URL', () => {
  it('is named with the stream token, so pages open it where Hosting would buffer it', async () => {
    const issued = await tokenOf('admin');
    expect(issued.url).toBe(liveStreamUrl);
    expect(issued.expiresIn).toBeGreaterThan(0);
  });

  it('answers the CORS preflight of a company page only', async () => {
    const ok = await raw('OPTIONS', {
      host: functionHost,
      origin: demoOrigin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    });
    expect(ok.status).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe(demoOrigin);
    expect(ok.headers['access-control-allow-methods']).toBe('POST');
    expect(ok.headers['access-control-allow-headers']).toBe('content-type');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const stranger = await raw('OPTIONS', { host: functionHost, origin: 'https://evil.example' });
    expect(stranger.status).toBe(403);
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("streams the token's company for its caller, on a host that names none", async () => {
    const { token } = await tokenOf('admin');
    const stream = await s.open('nobody', [{ id: 'l', query: { collection: 'logs' } }], {
      ...direct(),
      token,
    });
    expect(stream.status).toBe(200);
    expect(await stream.nextData('ready')).toEqual({});
    // Logs: an admin's reading, which no visitor has.
    expect((await stream.nextData<Snapshot>('snapshot')).sub).toBe('l');
    stream.close();
  });

  it('keeps the owner filter of the caller the token names', async () => {
    const { token } = await tokenOf('client');
    const stream = await s.open('client', [{ id: 'mine', query: { collection: 'incidencias' } }], {
      ...direct(),
      token,
    });
    await stream.nextData('ready');
    const mine = await stream.nextData<Snapshot>('snapshot');
    expect(mine.docs.length).toBeGreaterThan(0);
    for (const doc of mine.docs) expect(doc.owners).toContain('c-client');
    stream.close();
  });

  it("gives a visitor's token a visitor's stream: public widgets only", async () => {
    const { token } = await tokenOf('nobody');
    const stream = await s.open(
      'nobody',
      [
        { id: 'w', query: { collection: 'widgets' } },
        { id: 'p', query: { collection: 'proyectos' } },
      ],
      { ...direct(), token },
    );
    await stream.nextData('ready');
    const events = [await stream.next(), await stream.next()];
    const byEvent = Object.fromEntries(events.map((e) => [e.event, JSON.parse(e.data)]));
    expect(new Set((byEvent.snapshot as Snapshot).docs.map((d) => d.place))).toEqual(new Set(['public']));
    expect(byEvent['sub-error']).toMatchObject({ sub: 'p', error: 'unauthenticated' });
    stream.close();
  });

  it.each([
    ['no token', undefined, demoOrigin, 401],
    ['a forged token', 'forged.token', demoOrigin, 401],
  ])('refuses %s', async (_name, token, origin, status) => {
    const stream = await s.open('nobody', [{ id: 'l', query: { collection: 'logs' } }], {
      ...direct({ origin }),
      ...(token ? { token } : {}),
    });
    expect(stream.status).toBe(status);
    stream.close();
  });

  it("refuses one company's token from another company's page", async () => {
    const { token } = await tokenOf('developAdmin', develop);
    const stream = await s.open('nobody', [{ id: 'c', query: { collection: 'colors' } }], {
      ...direct(),
      token,
    });
    expect(stream.status).toBe(403);
    stream.close();
    const own = await s.open('nobody', [{ id: 'c', query: { collection: 'colors' } }], {
      ...direct({ origin: 'http://develop.localhost:8080' }),
      token,
    });
    expect(own.status).toBe(200);
    expect(await own.nextData('ready')).toEqual({});
    own.close();
  });

  it("refuses a disabled account's token", async () => {
    const { token } = await tokenOf('employee');
    const employee = (await s.t.deps.accounts.findByEmail('demo', 'employee@demo.test')) ?? null;
    expect(employee).not.toBeNull();
    if (!employee) return;
    await s.t.deps.accounts.setDisabled('demo', employee.uid, true);
    try {
      const stream = await s.open('nobody', [{ id: 'l', query: { collection: 'proyectos' } }], {
        ...direct(),
        token,
      });
      expect(stream.status).toBe(401);
      stream.close();
    } finally {
      await s.t.deps.accounts.setDisabled('demo', employee.uid, false);
    }
  });

  it('puts the CORS header on refusals too, so the page reads why', async () => {
    const refused = await raw(
      'POST',
      { host: functionHost, origin: demoOrigin, 'content-type': 'application/json' },
      { subs: [{ id: 'l', query: { collection: 'logs' } }] },
    );
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe(demoOrigin);
    expect(JSON.parse(refused.text)).toMatchObject({ error: 'unauthenticated' });
  });
});
