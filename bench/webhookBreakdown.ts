import { createHmac } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConnections, loadDurationSeconds, tenantHost } from './harness/benchConfig';
import { dataDirIn } from './harness/colmenaServer';
import { runCommandLoad } from './harness/commandLoad';
import { commandParts } from './harness/cpuBreakdown';
import { freePort } from './harness/freePort';
import { httpPostJson, signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { repoRoot } from './harness/paths';
import { spawnNodeServer } from './harness/spawnServer';
import { makeTempDir } from './harness/tempDir';

interface Frame {
  functionName: string;
  url: string;
}
interface Node {
  id: number;
  callFrame: Frame;
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Which stage of a webhook a sample belongs to, from the outermost frame that names one: the
 * run's job (dispatched in process) or the intake route; the rest (HTTP parsing, GC, idle) is
 * told by commandParts' leaf-first split.
 */
const stages: [stage: string, matches: (f: Frame) => boolean][] = [
  ['runJob', (f) => /automation\/(runs\/runAutomationJob|engine\/)|platform\/jobs\//.test(f.url)],
  ['intake.startRun', (f) => /automation\/runs\/startRun/.test(f.url)],
  ['intake.admission', (f) => /webhooks\/webhookAdmission|platform\/limits\//.test(f.url)],
  ['intake.secret', (f) => /webhooks\/webhookSecrets|company\/secret/.test(f.url)],
  ['intake.proof', (f) => /webhooks\/webhookSignature/.test(f.url)],
  ['intake.automation', (f) => /runs\/runRecord/.test(f.url)],
  ['intake.body', (f) => /webhooks\/(readBoundedBody|webhookInput)/.test(f.url)],
  ['intake.route', (f) => /webhooks\/webhookRoutes/.test(f.url)],
];

function split(profileDir: string, fromMs: number, toMs: number, requests: number) {
  const file = readdirSync(profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => readFileSync(join(profileDir, f), 'utf8'))
    .sort((a, b) => b.length - a.length)[0];
  if (!file) throw new Error(`no .cpuprofile in ${profileDir}`);
  // WEBHOOK_PROFILE_COPY=<file>: the profile kept for a closer look (DevTools, speedscope).
  if (process.env.WEBHOOK_PROFILE_COPY) writeFileSync(process.env.WEBHOOK_PROFILE_COPY, file);
  const profile = JSON.parse(file) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const classify = (id: number) => {
    let stage: string | undefined;
    let part: string | undefined;
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (!frame) continue;
      part ??= commandParts.find(([, matches]) => matches(frame))?.[0];
      // The outermost stage wins (a store read under startRun is startRun's).
      stage = stages.find(([, matches]) => matches(frame))?.[0] ?? stage;
    }
    return `${stage ?? 'outside'}/${part ?? 'other'}`;
  };
  const micros = new Map<string, number>();
  const self = new Map<string, number>();
  let at = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < fromMs * 1000 || at > toMs * 1000) return;
    const dt = profile.timeDeltas[i] ?? 0;
    const key = classify(id);
    if (key.endsWith('/idle')) return;
    total += dt;
    micros.set(key, (micros.get(key) ?? 0) + dt);
    const frame = byId.get(id)?.callFrame;
    const fn = `${frame?.functionName || '(anonymous)'} ${(frame?.url ?? '').replace(/^.*\/(node_modules|src)\//, '')}`;
    self.set(fn, (self.get(fn) ?? 0) + dt);
  });
  const perRequest = (us: number) => Number((us / requests).toFixed(1));
  const byStage = new Map<string, number>();
  for (const [key, us] of micros) {
    const stage = key.split('/')[0] ?? '';
    byStage.set(stage, (byStage.get(stage) ?? 0) + us);
  }
  return {
    requests,
    cpuMicrosPerRequest: perRequest(total),
    byStage: Object.fromEntries(
      [...byStage].sort((a, b) => b[1] - a[1]).map(([k, us]) => [k, perRequest(us)]),
    ),
    byStageAndPart: Object.fromEntries(
      [...micros]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 30)
        .map(([k, us]) => [k, perRequest(us)]),
    ),
    hottest: [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([fn, us]) => ({ fn, microsPerRequest: perRequest(us) })),
  };
}

/**
 * Where a webhook request's server CPU goes (issue 15, run by hand like compareCommands.ts):
 * the server from source under `--cpu-prof`, the webhooks bench's signed load on one
 * automation (one string step, the rate out of the way), and the main thread's non-idle
 * samples of the load split by stage — intake (body, proof, secret, automation, admission,
 * startRun) and the run's job — and by part (harness/cpuBreakdown), in µs per request.
 * `node --import tsx bench/webhookBreakdown.ts`.
 */
async function main(): Promise<void> {
  const work = makeTempDir('colmena-bench-webhook-breakdown');
  try {
    const profileDir = join(work.path, 'profile');
    mkdirSync(profileDir, { recursive: true });
    const port = await freePort();
    const spawnedAt = performance.now();
    const server = spawnNodeServer({
      script: resolve(repoRoot, 'functions/src/server.ts'),
      execArgv: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx'],
      port,
      cwd: repoRoot,
      env: { DATA_DIR: dataDirIn(work.path), NODE_ENV: 'production', WEBHOOK_RATE: '100000000/1000000' },
      logFile: join(work.path, 'server.log'),
    });
    const host = `${tenantHost}:${port}`;
    let fromMs = 0;
    let toMs = 0;
    let requests = 0;
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const cookie = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      const automation = {
        name: 'Breakdown',
        enabled: true,
        triggers: [{ type: 'webhook' }],
        steps: [{ name: 'nombre', kind: 'string', config: { op: 'trim', text: '{{trigger.body.Name}}' } }],
      };
      await httpPostJson(
        `${server.baseUrl}/api/commands`,
        host,
        { id: 'breakdown-automation', type: 'automation.create', payload: { automation, docId: 'hook' } },
        { cookie },
      );
      const drawn = await httpPostJson(
        `${server.baseUrl}/api/automations/hook/webhook-secret`,
        host,
        {},
        { cookie },
      );
      const { secret } = JSON.parse(drawn.body) as { secret: string };
      const bodyOf = (n: number) => JSON.stringify({ Name: `Reforma ${n}`, Habitación: 'Cocina' });
      const durationSeconds = loadDurationSeconds();
      const warmupSeconds = Math.min(1, durationSeconds / 2);
      progress(`profiled webhook intake from source: ${loadConnections} connections × ${durationSeconds} s…`);
      const started = performance.now();
      const load = await runCommandLoad({
        url: `${server.baseUrl}/hooks/hook`,
        host,
        body: (n) => JSON.parse(bodyOf(n)) as unknown,
        headersFor: (n) => {
          const timestamp = String(Math.floor(Date.now() / 1000));
          const mac = createHmac('sha256', secret)
            .update(`${timestamp}.${bodyOf(n)}`)
            .digest('hex');
          return { 'x-colmena-timestamp': timestamp, 'x-colmena-signature': `sha256=${mac}` };
        },
        connections: loadConnections,
        durationSeconds,
        warmupSeconds,
      });
      // The runs dispatched during the load finish within it or just after: the window takes 1 s more.
      await new Promise((done) => setTimeout(done, 1000));
      fromMs = started - spawnedAt + warmupSeconds * 1000;
      toMs = performance.now() - spawnedAt;
      requests = load.totalRequests;
      if (load.non2xx > 0) progress(`${load.non2xx} answers were not 2xx`);
    } finally {
      await server.stop();
    }
    process.stdout.write(
      `${JSON.stringify({ webhookBreakdown: split(profileDir, fromMs, toMs, requests) })}\n`,
    );
  } finally {
    work.remove();
  }
}

await main();
