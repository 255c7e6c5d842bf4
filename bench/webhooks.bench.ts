import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { openEmbedded } from '../functions/src/platform/embedded';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { dataDirIn, startColmena } from './harness/colmenaServer';
import { runCommandLoad } from './harness/commandLoad';
import { httpPostJson, signInCookie } from './harness/httpPost';
import type { LoadResult } from './harness/load';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { cpuMicrosPer, processCpuMicros } from './harness/processCpu';
import { makeTempDir } from './harness/tempDir';

const automationId = 'benchWebhook';
/** The bench measures intake, not the limit: the per-automation rate is raised out of the way. */
const webhookRate = '100000000/1000000';

/** A project as an external form would post it (and as the document.create baseline creates it). */
const project = (n: number) => ({
  Name: `Reforma de cocina ${n} · Calle de Alcalá ${n % 400}`,
  Habitación: 'Cocina',
  Presupuesto: 12_000 + (n % 9_000),
  Estado: 'Presupuesto',
});

/** The automation the webhook starts: one light step, so its runs (executed beside the load) cost little. */
const automation = {
  name: 'Bench: formulario externo',
  enabled: true,
  triggers: [{ type: 'webhook' }],
  steps: [{ name: 'nombre', kind: 'string', config: { op: 'trim', text: '{{trigger.body.Name}}' } }],
};

/** What a caller signs: `<timestamp>.<raw body>` with HMAC-SHA256 (features/automation/webhooks). */
const signature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

interface Measured extends LoadResult {
  serverCpuMicrosPerRequest: number | null;
}

async function measured(pid: number | undefined, run: () => Promise<LoadResult>): Promise<Measured> {
  const before = pid === undefined ? null : processCpuMicros(pid);
  const load = await run();
  const after = pid === undefined ? null : processCpuMicros(pid);
  return { ...load, serverCpuMicrosPerRequest: cpuMicrosPer(before, after, load.totalRequests) };
}

async function countIn(dataDir: string, collection: string): Promise<number> {
  const platform = openEmbedded(dataDir, { baseDomain: 'localhost', webDist: join(repoRoot, 'web', 'dist') });
  try {
    return await platform.deps.store.count('demo', { collection });
  } finally {
    await platform.close();
  }
}

const ratio = (a: number, b: number) => (b > 0 ? Number((a / b).toFixed(3)) : null);
const loadAverage = async () => (await import('node:os')).loadavg().map((n) => Number(n.toFixed(2)));

/**
 * Issue 15: webhook intake at 50 connections against `document.create` through POST
 * /api/commands in the same run on the same server. Intake = body read (≤ 1 MB), secret opened,
 * HMAC checked in constant time, replay memory, rate bucket, automation read, run document
 * written and its job enqueued, 202 {runId}. Every request is signed with a fresh body (no
 * replays). The runs execute on the server's job ticker during and after the load. Exits 1 when
 * the 2xx rate of the webhook is under 0.5× the baseline's.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-webhooks');
  const durationSeconds = loadDurationSeconds();
  const warmupSeconds = Math.min(1, durationSeconds / 2);
  const loadBefore = await loadAverage();
  try {
    const colmena = await startColmena(work.path, 'colmena', { WEBHOOK_RATE: webhookRate });
    const host = `${tenantHost}:${colmena.port}`;
    let creates: Measured;
    let webhooks: Measured;
    try {
      await colmena.waitForOk('/healthz', { timeoutMs: 60_000 });
      const cookie = await signInCookie(colmena.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      const made = await httpPostJson(
        `${colmena.baseUrl}/api/commands`,
        host,
        { id: 'bench-automation', type: 'automation.create', payload: { automation, docId: automationId } },
        { cookie },
      );
      if (!made.body.includes('"applied"')) throw new Error(`automation.create: ${made.status} ${made.body}`);
      const drawn = await httpPostJson(
        `${colmena.baseUrl}/api/automations/${automationId}/webhook-secret`,
        host,
        {},
        {
          cookie,
        },
      );
      if (drawn.status !== 200) throw new Error(`webhook secret: ${drawn.status} ${drawn.body}`);
      const { secret } = JSON.parse(drawn.body) as { secret: string };

      const hook = () => {
        const bodyOf = (n: number) => JSON.stringify(project(n));
        return {
          url: `${colmena.baseUrl}/hooks/${automationId}`,
          host,
          body: (n: number) => JSON.parse(bodyOf(n)) as unknown,
          headersFor: (n: number) => {
            const timestamp = String(Math.floor(Date.now() / 1000));
            return {
              'x-colmena-timestamp': timestamp,
              'x-colmena-signature': signature(secret, timestamp, bodyOf(n)),
            };
          },
        };
      };
      const probe = await (async () => {
        const h = hook();
        const headers = h.headersFor(0);
        return httpPostJson(h.url, host, project(0), headers);
      })();
      if (probe.status !== 202) throw new Error(`POST /hooks answered ${probe.status}: ${probe.body}`);

      progress(`document.create baseline: ${loadConnections} connections × ${durationSeconds} s…`);
      creates = await measured(colmena.pid, () =>
        runCommandLoad({
          url: `${colmena.baseUrl}/api/commands`,
          host,
          headers: { cookie },
          body: (n) => ({
            id: `bench-${n}`,
            type: 'document.create',
            payload: { collection: 'proyectos', data: project(n) },
          }),
          connections: loadConnections,
          durationSeconds,
          warmupSeconds,
        }),
      );
      progress(
        `webhook intake POST /hooks/${automationId}: ${loadConnections} connections × ${durationSeconds} s…`,
      );
      const h = hook();
      webhooks = await measured(colmena.pid, () =>
        runCommandLoad({
          url: h.url,
          host,
          body: h.body,
          headersFor: h.headersFor,
          connections: loadConnections,
          durationSeconds,
          warmupSeconds,
        }),
      );
      // Let the job ticker finish the runs the load queued, so the count below is of stored runs.
      await new Promise((resolve) => setTimeout(resolve, 2000));
    } finally {
      await colmena.stop();
    }
    const runs = await countIn(dataDirIn(work.path), 'automationRuns');
    const createsOk = creates.requestsPerSec * (1 - creates.non2xx / Math.max(1, creates.totalRequests));
    const webhooksOk = webhooks.requestsPerSec * (1 - webhooks.non2xx / Math.max(1, webhooks.totalRequests));
    const intakeRatio = ratio(webhooksOk, createsOk);
    const result = {
      webhooks: {
        connections: loadConnections,
        durationSeconds,
        documentCreate: creates,
        webhookIntake: { ...webhooks, runsStored: runs - 1 },
        intakeRatio,
        target: 0.5,
        met: intakeRatio !== null && intakeRatio >= 0.5,
        cpuPerRequestRatio: ratio(
          webhooks.serverCpuMicrosPerRequest ?? 0,
          creates.serverCpuMicrosPerRequest ?? 0,
        ),
        loadAverageBefore: loadBefore,
        loadAverageAfter: await loadAverage(),
      },
    };
    process.stdout.write(`${JSON.stringify(result)}\n`);
    if (!result.webhooks.met) process.exitCode = 1;
  } finally {
    work.remove();
  }
}

await main();
