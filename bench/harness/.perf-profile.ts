// TEMP (perf helper): profile the built server under document.create load. Removed before the report.
import { join } from 'node:path';
import { runCommandLoad } from './commandLoad';
import { freePort } from './freePort';
import { httpPostJson, signInCookie } from './httpPost';
import { repoRoot, serverScript } from './paths';
import { spawnNodeServer } from './spawnServer';
import { makeTempDir } from './tempDir';
import { mkdirSync } from 'node:fs';

const work = makeTempDir('perf-prof');
const dataDir = join(work.path, 'data');
mkdirSync(dataDir, { recursive: true });
const prof = process.env.PROF_DIR;
import { writeFileSync } from 'node:fs';
const wrapper = join(work.path, 'wrap.sh');
writeFileSync(wrapper, `#!/bin/sh\nexec ${process.execPath} ${prof ? `--cpu-prof --cpu-prof-dir=${prof}` : ''} ${serverScript}\n`, { mode: 0o755 });
const server = spawnNodeServer({
  script: serverScript,
  port: await freePort(),
  cwd: repoRoot,
  env: {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
  },
  logFile: join(work.path, 'log'),
});
const host = `demo.localhost:${server.port}`;
await server.waitForOk('/healthz', { timeoutMs: 60000 });
const cookie = await signInCookie(server.baseUrl, host, 'admin@demo.test', 'Colmena2026');
const mode = process.env.MODE ?? 'create';
const body = (n: number) => ({
  id: mode === 'repeat' ? 'same-id' : `c-${n}`,
  type: 'document.create',
  payload: { collection: 'proyectos', data: { Name: `Reforma ${n}`, Habitación: 'Cocina', ImgArray: [], Presupuesto: 12000 + n, Estado: 'Presupuesto' } },
});
console.log((await httpPostJson(`${server.baseUrl}/api/commands`, host, body(-1), { cookie })).body);
const r = await runCommandLoad({ url: `${server.baseUrl}/api/commands`, host, headers: { cookie }, body, connections: 50, durationSeconds: Number(process.env.DUR ?? 8), warmupSeconds: 1 });
console.log(JSON.stringify(r));
await server.stop();
work.remove();
