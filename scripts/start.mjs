// `npm start`: install what is missing, build, then serve (the server seeds demo data on first start).
import { spawn } from 'node:child_process';
import { ensureBuilt } from './lib/ensureBuilt.mjs';
import { ensureDeps } from './lib/ensureDeps.mjs';
import { repoRoot, serverBundle } from './lib/paths.mjs';

await ensureDeps();
await ensureBuilt();
// Two malloc arenas instead of glibc's up to 8 per core: threads that allocate (libuv's pool,
// the WAL checkpointer, exceljs's inflating) otherwise get arenas of their own, which keep the
// memory freed in them. An import of 100,000 rows peaked at ≈ 520 MB RSS with the default,
// ≈ 280-315 MB with two (functions/src/features/imports/CONTEXT.md). MALLOC_ARENA_MAX set
// in the environment wins.
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
const server = spawn(process.execPath, [serverBundle], { stdio: 'inherit', cwd: repoRoot, env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
