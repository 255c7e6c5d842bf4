/** Seconds of measured load per target; BENCH_DURATION shortens it for a smoke run. */
export function loadDurationSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const fromEnv = Number(env.BENCH_DURATION);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : 10;
}

export const loadConnections = 50;
export const tenantHost = 'demo.localhost';
