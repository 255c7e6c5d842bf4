// `npm start`: install what is missing, build, then serve (the server seeds demo data on first start).
import { spawn } from 'node:child_process';
import { ensureBuilt } from './lib/ensureBuilt.mjs';
import { ensureDeps } from './lib/ensureDeps.mjs';
import { repoRoot, serverBundle } from './lib/paths.mjs';

await ensureDeps();
await ensureBuilt();
// Memory (functions/src/features/imports/CONTEXT.md): two malloc arenas instead of glibc's up
// to 8 per core (threads that allocate — libuv's pool, the WAL checkpointer — otherwise get
// arenas of their own, which keep what was freed in them), and V8 collecting once the old
// generation grows by a quarter of what was live after the last collection instead of up to 4×.
// A 100,000-row Excel import peaked at ≈ 520 MB resident without either; with both, growing by
// half peaked at 270-321 MB (over issue 16's 300 MB once imports ran faster), by a quarter at
// 261-297 MB, for the same CPU per row within noise (242 against 251 µs, 2026-11-27). No heap
// cap: a server that needs more heap still gets it.
// MALLOC_ARENA_MAX set in the environment wins.
const serverNodeArgs = ['--heap-growing-percent=25'];
const env = { MALLOC_ARENA_MAX: '2', ...process.env };
const server = spawn(process.execPath, [...serverNodeArgs, serverBundle], {
  stdio: 'inherit',
  cwd: repoRoot,
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
