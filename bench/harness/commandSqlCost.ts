import Database from 'better-sqlite3';
import { createTestApp } from '../../functions/src/testing/testApp';

export interface CommandSqlCost {
  commands: number;
  /** SQLite time (statements and transaction control) per applied document.create, in µs. */
  sqlMicrosPerCommand: number;
  statementsPerCommand: number;
  /** The three statements costing most, µs per command. */
  costliest: { sql: string; microsPerCommand: number; perCommand: number }[];
}

type StatementMethod = (...args: unknown[]) => unknown;

/**
 * What the store's SQL alone costs a `document.create`, timed statement by statement in process
 * (the real app on a seeded temp DATA_DIR, 50 commands in flight so group commits form as under
 * load): the floor no change above the store can go under. Every statement prepared or executed
 * while it runs is wrapped; the wrapping is undone after.
 */
export async function measureCommandSqlCost(commands = 3000): Promise<CommandSqlCost> {
  const stats = new Map<string, { n: number; ns: bigint }>();
  // Statements are prepared once and cached by the store: wrapped from the start, counted
  // only once the warm-up is over.
  let recording = false;
  const record = (sql: string, t0: bigint) => {
    if (!recording) return;
    const s = stats.get(sql) ?? { n: 0, ns: 0n };
    s.n += 1;
    s.ns += process.hrtime.bigint() - t0;
    stats.set(sql, s);
  };
  const proto = Database.prototype as unknown as {
    prepare: (sql: string) => Record<string, StatementMethod>;
    exec: (sql: string) => unknown;
  };
  const { prepare, exec } = proto;
  proto.prepare = function timedPrepare(this: unknown, sql: string) {
    const statement = prepare.call(this, sql);
    for (const method of ['run', 'get', 'all'] as const) {
      const original = statement[method]?.bind(statement);
      if (!original) continue;
      statement[method] = (...args: unknown[]) => {
        const t0 = process.hrtime.bigint();
        try {
          return original(...args);
        } finally {
          record(sql, t0);
        }
      };
    }
    return statement;
  };
  proto.exec = function timedExec(this: unknown, sql: string) {
    const t0 = process.hrtime.bigint();
    try {
      return exec.call(this, sql);
    } finally {
      record(sql, t0);
    }
  };
  let t: Awaited<ReturnType<typeof createTestApp>> | undefined;
  try {
    t = await createTestApp();
    const app = t;
    const host = 'demo.localhost:8080';
    const cookie = await app.signIn(host, 'admin@demo.test');
    const send = (n: number) =>
      app.request(host, '/api/commands', {
        method: 'POST',
        json: {
          id: `sql-cost-${n}`,
          type: 'document.create',
          payload: { collection: 'proyectos', data: { Name: `Reforma ${n}`, Presupuesto: 12_000 + n } },
        },
        headers: { cookie },
      });
    for (let n = 0; n < 200; n++) await send(-n - 1);
    recording = true;
    let next = 0;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < commands) {
          const answer = await send(next++);
          if (answer.status !== 200)
            throw new Error(`command answered ${answer.status}: ${await answer.text()}`);
        }
      }),
    );
  } finally {
    proto.prepare = prepare;
    proto.exec = exec;
    await t?.close();
  }
  const rows = [...stats.entries()].map(([sql, s]) => ({
    sql: sql.replace(/\s+/g, ' ').slice(0, 100),
    microsPerCommand: Number(s.ns) / 1000 / commands,
    perCommand: s.n / commands,
  }));
  const round = (n: number) => Number(n.toFixed(1));
  return {
    commands,
    sqlMicrosPerCommand: round(rows.reduce((sum, row) => sum + row.microsPerCommand, 0)),
    statementsPerCommand: round(rows.reduce((sum, row) => sum + row.perCommand, 0)),
    costliest: rows
      .sort((a, b) => b.microsPerCommand - a.microsPerCommand)
      .slice(0, Number(process.env.SQL_COST_TOP ?? 3))
      .map((row) => ({
        ...row,
        microsPerCommand: round(row.microsPerCommand),
        perCommand: round(row.perCommand),
      })),
  };
}
