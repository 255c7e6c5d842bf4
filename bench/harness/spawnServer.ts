import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { httpGet } from './httpGet';

export interface SpawnOptions {
  script: string;
  port: number;
  env?: Record<string, string>;
  /** The child's stdout and stderr go here, so a chatty server never blocks on a full pipe. */
  logFile: string;
  cwd?: string;
  /** Node flags before the script (e.g. `--cpu-prof`, `--import tsx`). */
  execArgv?: string[];
}

export interface RunningServer {
  port: number;
  /** The server process (its memory is read from /proc by the uploads bench). */
  pid: number | undefined;
  baseUrl: string;
  /** Polls `path` until it answers 200; resolves with the ms elapsed since the spawn. */
  waitForOk(path: string, options?: { host?: string; timeoutMs?: number }): Promise<number>;
  stop(): Promise<void>;
}

function logTail(logFile: string, lines = 20): string {
  if (!existsSync(logFile)) return '';
  return readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n');
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export function spawnNodeServer(options: SpawnOptions): RunningServer {
  const log = openSync(options.logFile, 'a');
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...(options.execArgv ?? []), options.script], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `exited with ${signal ?? code}`;
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;

  return {
    port: options.port,
    pid: child.pid,
    baseUrl,
    async waitForOk(path, { host, timeoutMs = 30_000 } = {}) {
      const deadline = startedAt + timeoutMs;
      for (;;) {
        if (exited) throw new Error(`${options.script} ${exited}\n${logTail(options.logFile)}`);
        try {
          const answer = await httpGet(`${baseUrl}${path}`, host, 1000);
          if (answer.status === 200) return performance.now() - startedAt;
        } catch {
          // not listening yet
        }
        if (performance.now() > deadline) {
          throw new Error(`${path} not 200 after ${timeoutMs} ms\n${logTail(options.logFile)}`);
        }
        await sleep(5);
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5000);
      }
    },
  };
}
