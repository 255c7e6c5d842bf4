// Starts the built server for the browser tests on a fresh data folder, seeded with the demo tenants.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// One folder per port, so runs on different ports (E2E_PORT) never wipe each other's data.
const port = process.env.E2E_PORT ?? '8090';
const dataDir = resolve(root, `e2e/output/data-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [resolve(root, 'functions/dist/server.mjs')], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
