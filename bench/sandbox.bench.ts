// A logic function's round trip through the sandbox (shared/src/sandbox): input to JSON, a fresh
// QuickJS runtime and context, lock-down, the company's code, the output checked and parsed back.
// Target (issue 10): p50 ≤ 5 ms. Baseline in the same run: the same function as plain JavaScript
// through `new Function`, what running it unsandboxed (never allowed in the product) would cost.
import { createSandbox, type SandboxRun } from '../shared/src/sandbox';
import { median, ms, quantile, seededRandom } from './harness/inProcessTiming';
import { progress } from './harness/log';

const calls = Number(process.env.SANDBOX_CALLS ?? 400);
const warmups = 30;
const targetP50Ms = 5;

/** A typical logic function: totals per state and the five largest, for a chart card. */
const logicBody = `
  const [rows] = input.results;
  const byState = {};
  for (const row of rows) byState[row.Estado] = (byState[row.Estado] || 0) + row.Importe;
  const top = rows.slice().sort((a, b) => b.Importe - a.Importe).slice(0, 5).map((row) => ({ name: row.Name, value: row.Importe }));
  return { title: input.document.Name + ' · ' + input.user.Name, series: Object.keys(byState).map((name) => ({ name, total: Math.round(byState[name] * 100) / 100 })), top };
`;
const code = `function main(input) {${logicBody}}`;

function queryInput(rowCount: number) {
  const random = seededRandom(10);
  const states = ['Abierta', 'En curso', 'Cerrada', 'Anulada'];
  return {
    results: [
      Array.from({ length: rowCount }, (_, i) => ({
        FireId: `doc${i}`,
        Name: `Pedido ${i}`,
        Estado: states[Math.floor(random() * states.length)],
        Importe: Math.round(random() * 100_000) / 100,
        CreatedAt: '2026-11-25T10:00:00.000Z',
        cliente: { Name: `Cliente ${i % 37}`, ciudad: 'Madrid' },
      })),
    ],
    user: { uid: 'u1', Name: 'Ana', Email: 'ana@example.com', level: 50 },
    document: { FireId: 'p1', Name: 'Obra Centro' },
  };
}

function timeCalls(run: () => unknown): number[] {
  for (let i = 0; i < warmups; i++) run();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times;
}

function summary(times: number[]) {
  return {
    p50Ms: ms(median(times)),
    p90Ms: ms(quantile(times, 0.9)),
    p99Ms: ms(quantile(times, 0.99)),
    minMs: ms(Math.min(...times)),
  };
}

async function main() {
  const loadStarted = performance.now();
  const sandbox = await createSandbox();
  const loadMs = ms(performance.now() - loadStarted);
  progress(`sandbox: engine loaded in ${loadMs} ms; ${warmups} warm-up + ${calls} calls per case…`);

  const cases: Record<string, SandboxRun> = {
    rows100: { code, input: queryInput(100) },
    rows1000: { code, input: queryInput(1000) },
    emptyMain: { code: 'function main() { return null; }', input: null },
  };
  const sandboxed: Record<string, ReturnType<typeof summary>> = {};
  for (const [name, run] of Object.entries(cases)) {
    const first = sandbox.run(run);
    if (!first.ok) throw new Error(`${name} failed in the sandbox: ${JSON.stringify(first.error)}`);
    sandboxed[name] = summary(timeCalls(() => sandbox.run(run)));
  }

  // Same function, same input, as plain JS in this process (with the same JSON copy in and out).
  const plain = new Function('input', logicBody) as (input: unknown) => unknown;
  const input100 = cases.rows100?.input;
  const sandboxValue = sandbox.run({ code, input: input100 });
  const plainValue = JSON.parse(JSON.stringify(plain(JSON.parse(JSON.stringify(input100))))) as unknown;
  if (!sandboxValue.ok || JSON.stringify(sandboxValue.value) !== JSON.stringify(plainValue)) {
    throw new Error('the sandbox and plain JavaScript disagree on the result');
  }
  const plainRoundTrip = () => JSON.parse(JSON.stringify(plain(JSON.parse(JSON.stringify(input100)))));
  const baseline = summary(timeCalls(plainRoundTrip));

  const p50 = sandboxed.rows100?.p50Ms ?? Number.POSITIVE_INFINITY;
  const result = {
    sandbox: {
      calls,
      engineLoadMs: loadMs,
      roundTrip: sandboxed,
      plainJsBaseline: { rows100: baseline },
      ratioToPlainJsP50: Number((p50 / baseline.p50Ms).toFixed(1)),
      target: { rows100P50Ms: targetP50Ms },
      meetsTarget: p50 <= targetP50Ms,
      note:
        'rows100 is the target case: a logic function over 100 query rows (totals per state, top 5) with ' +
        'the user and the current document; each call is a new QuickJS runtime and context, locked down, ' +
        'input as JSON, output checked and parsed. rows1000 shows how it grows with the rows; emptyMain is ' +
        'the fixed cost. plainJsBaseline runs the same function with new Function in this process ' +
        '(JSON copies in and out, no isolation): the product never does this.',
    },
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  if (!result.sandbox.meetsTarget) {
    progress(`sandbox: p50 ${p50} ms is over the ${targetP50Ms} ms target`);
    process.exitCode = 1;
  }
}

await main();
