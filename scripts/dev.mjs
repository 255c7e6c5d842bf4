// `npm run dev`: Vite with hot reload on PORT (8080) proxying /api to the server on API_PORT (8081),
// which tsx restarts whenever its sources change.
import { spawn } from 'node:child_process';
import { ensureDeps } from './lib/ensureDeps.mjs';
import { repoRoot } from './lib/paths.mjs';

await ensureDeps();
const port = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'functions/src/server.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_PORT: port },
  }),
  spawn('npx', ['vite'], {
    cwd: `${repoRoot}/web`,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, COLMENA_API_URL: `http://127.0.0.1:${apiPort}` },
  }),
];
function stopAll(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
