import { join } from 'node:path';
import { createHistogram } from 'node:perf_hooks';
import { LocalAccounts } from '../../functions/src/platform/accounts/local/LocalAccounts';
import { hashPassword, verifyPassword } from '../../functions/src/platform/accounts/local/passwordHash';
import { systemClock } from '../../functions/src/platform/clock';
import { randomIds } from '../../functions/src/platform/ids';
import { openDatabase } from '../../functions/src/platform/sqlite/openDatabase';

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * `resolveSession` in-process, as every API request runs it: the production SQLite setup (WAL
 * file), `sessions` live sessions of 1,000 accounts, one token resolved `calls` times, each
 * call timed alone. Microseconds.
 */
export async function timeResolveSession(workDir: string, calls: number, sessions = 5_000) {
  const db = openDatabase(join(workDir, 'sessions.db'));
  const accounts = new LocalAccounts({ db, clock: systemClock, ids: randomIds });
  const uids: string[] = [];
  for (let i = 0; i < 1_000; i++) {
    db.prepare(
      "INSERT INTO accounts (tenant, uid, email, password_hash, lvl, disabled, created_at) VALUES ('demo', ?, ?, 'x', 0, 0, '')",
    ).run(`u${i}`, `user${i}@demo.test`);
    uids.push(`u${i}`);
  }
  const tokens: string[] = [];
  for (let i = 0; i < sessions; i++)
    tokens.push((await accounts.createSession('demo', uids[i % 1000] ?? 'u0')).token);
  const histogram = createHistogram();
  let misses = 0;
  for (let i = 0; i < calls; i++) {
    const token = tokens[i % tokens.length] ?? '';
    const started = process.hrtime.bigint();
    const account = await accounts.resolveSession('demo', token);
    histogram.record(Math.max(1, Number(process.hrtime.bigint() - started)));
    if (!account) misses++;
  }
  db.close();
  if (misses > 0) throw new Error(`${misses} sessions did not resolve`);
  const us = (ns: number) => round(ns / 1000);
  return {
    calls,
    liveSessions: sessions,
    meanUs: us(histogram.mean),
    p50Us: us(histogram.percentile(50)),
    p99Us: us(histogram.percentile(99)),
    maxUs: us(histogram.max),
  };
}

/** One scrypt verification, alone on the machine (median of `runs`), in ms. */
export async function timePasswordCheck(runs = 15): Promise<number> {
  const hash = await hashPassword('Colmena2026');
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await verifyPassword('Colmena2026', hash);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return round(times[Math.floor(runs / 2)] ?? 0);
}
