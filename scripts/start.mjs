// `npm start`: install what is missing, build, then serve (the server seeds demo data on first start).
import { spawn } from 'node:child_process';
import { ensureBuilt } from './lib/ensureBuilt.mjs';
import { ensureDeps } from './lib/ensureDeps.mjs';
import { repoRoot, serverBundle } from './lib/paths.mjs';

await ensureDeps();
await ensureBuilt();
const server = spawn(process.execPath, [serverBundle], { stdio: 'inherit', cwd: repoRoot, env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
