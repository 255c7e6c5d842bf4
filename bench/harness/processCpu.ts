import { readFileSync } from 'node:fs';

/** USER_HZ, the unit of /proc/<pid>/stat times: 100 on every Linux Node supports. */
const ticksPerSecond = 100;

/**
 * The CPU time a process has used so far (user + system, all its threads: the main thread,
 * libuv's pool, GC), in µs, from /proc/<pid>/stat; null where there is no /proc. CPU time per
 * request is what a change to the server costs, whatever else the machine is running: a
 * throughput taken while other processes share the cores falls with them.
 */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Fields after the command name (which may hold spaces): state is the first, utime the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? (ticks * 1e6) / ticksPerSecond : null;
}

/** CPU µs per unit of work between two readings, or null when either is missing. */
export function cpuMicrosPer(before: number | null, after: number | null, units: number): number | null {
  if (before === null || after === null || units <= 0) return null;
  return Number(((after - before) / units).toFixed(1));
}
