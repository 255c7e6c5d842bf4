import { performance } from 'node:perf_hooks';
import { checkPackFile, type Pack } from '../shared/src/packs';
import { bundledPackFiles } from '../shared/src/packs/bundled';
import { tenantHost } from './harness/benchConfig';
import { startColmena } from './harness/colmenaServer';
import { httpPostJson, signInCookie } from './harness/httpPost';
import { progress } from './harness/log';
import { median, round } from './harness/stats';
import { makeTempDir } from './harness/tempDir';

const rounds = 5;

/** The largest bundled pack (by sample documents), in Spanish as the demo company would install it. */
function largestPack(): Pack {
  const packs = bundledPackFiles.map((file) => {
    const checked = checkPackFile(file);
    if (!checked.ok) throw new Error(checked.problem);
    return checked.packs.es;
  });
  return packs.reduce((a, b) => (b.documents.length > a.documents.length ? b : a));
}

/**
 * Issue 11 bench: installing the largest bundled pack (all parts + 500 sample documents) on the
 * built embedded server, over HTTP as the store page sends it (target ≤ 2 s), and uninstalling
 * it; `rounds` times each, median. Baseline in the same run on the same server: the same
 * sample documents written one `document.create` command at a time, as an import without
 * packs would.
 */
async function main(): Promise<void> {
  const pack = largestPack();
  const work = makeTempDir('colmena-bench-packs');
  try {
    const server = await startColmena(work.path, 'colmena');
    try {
      await server.waitForOk('/healthz', { timeoutMs: 60_000 });
      const host = `${tenantHost}:${server.port}`;
      const cookie = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');
      let n = 0;
      const send = async (type: string, payload: unknown) => {
        const res = await httpPostJson(
          `${server.baseUrl}/api/commands`,
          host,
          { id: `bench-${++n}`, type, payload },
          { cookie },
        );
        const outcome = JSON.parse(res.body) as { status?: string; error?: string };
        if (res.status !== 200 || outcome.status !== 'applied')
          throw new Error(`${type}: ${res.status} ${res.body.slice(0, 300)}`);
      };
      const timed = async (type: string, payload: unknown) => {
        const started = performance.now();
        await send(type, payload);
        return performance.now() - started;
      };

      const installs: number[] = [];
      const uninstalls: number[] = [];
      for (let i = 0; i < rounds; i++) {
        progress(`pack ${pack.id}: install and uninstall ${i + 1}/${rounds}`);
        installs.push(await timed('pack.install', { pack, language: 'es' }));
        uninstalls.push(await timed('pack.uninstall', { packId: pack.id }));
      }

      progress(`baseline: ${pack.documents.length} document.create commands one by one`);
      for (const def of pack.collections) await send('collection.define', def);
      const started = performance.now();
      for (const doc of pack.documents) await send('document.create', doc);
      const oneByOne = performance.now() - started;

      const installMs = round(median(installs));
      const result = {
        pack: {
          id: pack.id,
          documents: pack.documents.length,
          widgets: pack.widgets.length,
          collections: pack.collections.length,
          bytes: JSON.stringify(pack).length,
        },
        rounds,
        // The first install runs on a cold server (JIT, SQLite page cache): kept apart from the median.
        installMs: {
          median: installMs,
          first: round(installs[0] ?? Number.NaN),
          all: installs.map((value) => round(value)),
        },
        uninstallMs: { median: round(median(uninstalls)), all: uninstalls.map((value) => round(value)) },
        baseline: { documentCreatesOneByOneMs: round(oneByOne) },
        ratio: { installVsOneByOne: Number((installMs / oneByOne).toFixed(3)) },
        target: { installMs: 2000, met: installMs <= 2000 },
      };
      process.stdout.write(`${JSON.stringify(result)}\n`);
    } finally {
      await server.stop();
    }
  } finally {
    work.remove();
  }
}

await main();
