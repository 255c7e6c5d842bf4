import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** BENCH_SERVER_SCRIPT points the benches at another build, e.g. to compare two commits. */
export const serverScript = resolve(repoRoot, process.env.BENCH_SERVER_SCRIPT ?? 'functions/dist/server.mjs');
export const bareServerScript = resolve(repoRoot, 'bench/harness/bareServer.mjs');
