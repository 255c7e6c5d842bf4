import { scryptParameters } from '../functions/src/platform/accounts/local/passwordHash';
import { loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { startColmena } from './harness/colmenaServer';
import { runCommandLoad } from './harness/commandLoad';
import { runGetLoad } from './harness/getLoad';
import { signInCookie } from './harness/httpPost';
import type { LoadResult } from './harness/load';
import { progress } from './harness/log';
import { timePasswordCheck, timeResolveSession } from './harness/sessionTiming';
import { makeTempDir } from './harness/tempDir';

/** The figure: sign-ins at 20 connections. */
const connections = 20;
const resolveCalls = 100_000;
const password = 'Colmena2026';
const why =
  'scrypt N=2^14, r=8, p=1 (16 MiB): the interactive-login setting of the scrypt paper. OWASP now asks N=2^17 ' +
  '(128 MiB, ~8x slower): on this 2-core machine that would cap sign-ins near 5/s and let a burst of sign-ins take ' +
  'half a GiB, while the sign-in throttle (5 free failures per account and address, then delays doubling from 1 s to ' +
  '15 min; 100 failures per address in 15 min) already bounds online guessing; the parameters are stored with each hash, so they can be raised without a migration.';

const ms = (value: number) => Number(value.toFixed(3));

/**
 * Sign-in throughput (scrypt bound, by design) and what a session costs every other request:
 * resolveSession in-process (p99 µs), and GET /api/auth/me against GET /healthz at the same load.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-signin');
  try {
    progress(`resolveSession in-process × ${resolveCalls}…`);
    const resolveSession = await timeResolveSession(work.path, resolveCalls);
    const passwordCheckMs = await timePasswordCheck();

    // Behind a proxy, as in the cloud: sign-ins come from many addresses (the throttle counts
    // attempts per account and address before checking them, so one address signing one account
    // in 20 times at once would meet it, as an attacker does).
    const server = await startColmena(work.path, 'colmena', { TRUST_PROXY_HOPS: '1' });
    const host = `${tenantHost}:${server.port}`;
    const durationSeconds = loadDurationSeconds();
    const base = { host, connections, durationSeconds, warmupSeconds: Math.min(1, durationSeconds / 2) };
    let signIn: LoadResult;
    let me: LoadResult;
    let meSignedOut: LoadResult;
    let healthz: LoadResult;
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      progress(`POST /api/auth/login: ${connections} connections × ${durationSeconds} s…`);
      signIn = await runCommandLoad({
        ...base,
        url: `${server.baseUrl}/api/auth/login`,
        body: () => ({ email: 'employee@demo.test', password }),
        headersFor: (n) => ({ 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }),
      });
      const cookie = await signInCookie(server.baseUrl, host, 'manager@demo.test', password);
      progress(`GET /api/auth/me (signed in) and GET /healthz: ${connections} connections…`);
      me = await runGetLoad({ ...base, url: `${server.baseUrl}/api/auth/me`, headers: { cookie } });
      meSignedOut = await runGetLoad({ ...base, url: `${server.baseUrl}/api/auth/me` });
      healthz = await runGetLoad({ ...base, url: `${server.baseUrl}/healthz` });
    } finally {
      await server.stop();
    }
    if (signIn.non2xx > 0 || me.non2xx > 0)
      throw new Error(`non-2xx answers: ${signIn.non2xx} / ${me.non2xx}`);

    const result = {
      signin: {
        scrypt: {
          ...scryptParameters,
          memoryMiB: (128 * scryptParameters.N * scryptParameters.r) / 2 ** 20,
          why,
        },
        passwordCheckMs,
        login: { connections, ...signIn },
        resolveSession,
        sessionCheck: {
          connections,
          me,
          meSignedOut,
          healthz,
          p50DeltaMs: ms(me.p50Ms - healthz.p50Ms),
          p99DeltaMs: ms(me.p99Ms - healthz.p99Ms),
          note:
            'signed-in /api/auth/me resolves the session AND reads the contact and the unread threads; signed out it ' +
            'answers null after the tenant lookup; healthz does neither. resolveSession alone is the in-process figure.',
        },
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    work.remove();
  }
}

await main();
