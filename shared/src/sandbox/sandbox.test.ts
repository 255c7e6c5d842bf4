import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createSandbox, maxOutputChars, type Sandbox, type SandboxErrorKind } from './sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await createSandbox();
});

const main = (body: string) => `function main(input) {\n${body}\n}`;

describe('a logic function shapes query results', () => {
  const input = {
    results: [
      [
        { FireId: 'a', Estado: 'Abierta', Importe: 120 },
        { FireId: 'b', Estado: 'Cerrada', Importe: 80 },
        { FireId: 'c', Estado: 'Abierta', Importe: 30.5 },
      ],
    ],
    user: { uid: 'u1', Name: 'Ana', level: 50 },
    document: { FireId: 'p1', Name: 'Obra Centro' },
  };

  it('groups and sums, with the user and the current document at hand', () => {
    const code = `
      // Totals per state, for a chart.
      function main({ results: [rows], user, document }) {
        const byState = {};
        for (const row of rows) byState[row.Estado] = (byState[row.Estado] ?? 0) + row.Importe;
        return { title: document.Name + ' · ' + user.Name, series: Object.entries(byState).map(([name, total]) => ({ name, total })) };
      }`;
    expect(sandbox.run({ code, input })).toEqual({
      ok: true,
      value: {
        title: 'Obra Centro · Ana',
        series: [
          { name: 'Abierta', total: 150.5 },
          { name: 'Cerrada', total: 80 },
        ],
      },
    });
  });

  it.each<[string, string, unknown]>([
    ['a number', 'return input.results[0].length;', 3],
    ['null', 'return null;', null],
    ['text', "return 'hola';", 'hola'],
    ['a list mapped from the rows', 'return input.results[0].map((row) => row.FireId);', ['a', 'b', 'c']],
    [
      'Math, Date and JSON',
      'return [Math.max(1, 2), new Date(0).toISOString(), JSON.parse("[1]")];',
      [2, '1970-01-01T00:00:00.000Z', [1]],
    ],
  ])('returns %s', (_, body, value) => {
    expect(sandbox.run({ code: main(body), input })).toEqual({ ok: true, value });
  });

  it('settles an async main', () => {
    const code =
      'async function main(input) { const n = await Promise.resolve(input.results[0].length); return n * 2; }';
    expect(sandbox.run({ code, input })).toEqual({ ok: true, value: 6 });
  });

  it("does not spend the code's 100 ms loading a big input (10,000 rows)", () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      FireId: `doc${i}`,
      Importe: i,
      cliente: { ciudad: 'Madrid' },
    }));
    expect(sandbox.run({ code: main('return input.rows.length;'), input: { rows } })).toEqual({
      ok: true,
      value: 10_000,
    });
  });

  it('an input too big for the memory cap: memory, said of the input', () => {
    const rows = Array.from({ length: 400_000 }, (_, i) => ({ FireId: `doc${i}`, Importe: i }));
    expectRefusal(
      main('return 1;'),
      'memory',
      /the input \(\d+ characters of JSON\) does not fit/,
      {},
      { rows },
    );
  });

  it('gets no input as null', () => {
    expect(sandbox.run({ code: main('return input;'), input: undefined })).toEqual({ ok: true, value: null });
  });
});

function expectRefusal(
  code: string,
  kind: SandboxErrorKind,
  message: RegExp,
  options: { memoryBytes?: number; timeoutMs?: number } = {},
  input: unknown = { rows: [1, 2] },
) {
  const outcome = sandbox.run({ code, input, ...options });
  expect(outcome.ok).toBe(false);
  if (outcome.ok) return;
  expect(outcome.error.kind).toBe(kind);
  expect(outcome.error.message).toMatch(message);
}

describe('the sandbox refuses, each time with a clear error', () => {
  it.each<[string, string]>([
    ['while (true)', main('while (true) {}')],
    ['for (;;) with work inside', main('let n = 0; for (;;) { n = (n + 1) % 7; }')],
    ['a loop at the top level', 'while (true) {}\nfunction main() { return 1; }'],
    ['a promise job that never ends', 'async function main() { await null; while (true) {} }'],
    ['a catastrophic regular expression', main("return /(a+)+$/.test('a'.repeat(40) + 'b');")],
  ])('%s: timeout', (_, code) => {
    const started = Date.now();
    expectRefusal(code, 'timeout', /stopped after 100 ms/);
    // Generous for a loaded CI box, but far from "never".
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it.each<[string, string, number | undefined]>([
    ['a 512 MiB string', main("return 'x'.repeat(2 ** 29).length;"), undefined],
    ['a 64 MiB buffer', main('return new ArrayBuffer(64 * 1024 * 1024).byteLength;'), undefined],
    [
      'objects until the limit',
      main('const all = []; for (;;) all.push({ n: all.length });'),
      4 * 1024 * 1024,
    ],
    // Each below the limit, together far above it: QuickJS alone let 300 of these through.
    [
      '300 kept half-megabyte buffers',
      main(
        'const keep = []; for (let i = 0; i < 300; i++) keep.push(new Uint8Array(512 * 1024)); return keep.length;',
      ),
      undefined,
    ],
    [
      '300 kept one-megabyte strings',
      main(
        "const keep = []; for (let i = 0; i < 300; i++) keep.push('x'.repeat(1024 * 1024) + i); return keep.length;",
      ),
      undefined,
    ],
    [
      '300 kept filled arrays',
      main(
        'const keep = []; for (let i = 0; i < 300; i++) keep.push(new Array(1e5).fill(1)); return keep.length;',
      ),
      undefined,
    ],
    // At the cap QuickJS cannot always build its error and throws null: still memory.
    [
      'a Map grown until the cap',
      main('const m = new Map(); for (let i = 0; ; i++) m.set(i, { i });'),
      undefined,
    ],
    [
      'a promise per step until the cap',
      main('const p = []; for (;;) p.push(Promise.resolve(p.length));'),
      undefined,
    ],
  ])('%s: memory', (_, code, memoryBytes) => {
    expectRefusal(code, 'memory', /out of memory/, { memoryBytes, timeoutMs: 5000 });
  });

  it('20 MB kept under the 32 MiB limit is fine', () => {
    const code = main(
      'const keep = []; for (let i = 0; i < 20; i++) keep.push(new Uint8Array(1024 * 1024)); return keep.length;',
    );
    expect(sandbox.run({ code, input: null })).toEqual({ ok: true, value: 20 });
  });

  it('unbounded recursion: memory (stack), not a crash of the host', () => {
    expectRefusal(main('const f = (n) => f(n + 1) + 1; return f(0);'), 'memory', /stack overflow/);
  });

  it.each<[string, string, RegExp]>([
    ['globalThis', 'return globalThis;', /ReferenceError: .*globalThis/],
    ['fetch', "return fetch('https://example.com');", /ReferenceError: .*fetch/],
    ['process', 'return process.env;', /ReferenceError: .*process/],
    ['require', "return require('fs');", /ReferenceError: .*require/],
    ['eval', "return eval('1');", /ReferenceError: .*eval/],
    ['Function', "return Function('return this')();", /ReferenceError: .*Function/],
    ['a dynamic import', "return import('fs');", /import is not available/],
    [
      'the constructor of a function',
      "return (() => 1).constructor('return this')();",
      /EvalError: code generation/,
    ],
    [
      'the constructor of the constructor',
      "return ({}).constructor.constructor('return this')();",
      /EvalError: code generation/,
    ],
    [
      'an async function constructor',
      "return (async () => 1).constructor('return 1');",
      /EvalError: code generation/,
    ],
    ['polluting Object.prototype', 'Object.prototype.polluted = true; return 1;', /TypeError/],
    ['polluting through __proto__', 'input.__proto__.polluted = true; return 1;', /TypeError/],
    ['replacing Array.prototype.map', 'Array.prototype.map = () => []; return 1;', /TypeError/],
    ['replacing JSON.stringify', 'JSON.stringify = () => "1"; return 1;', /TypeError/],
    ['changing the input', 'input.rows.push(3); return input;', /TypeError/],
  ])('%s: runtime', (_, body, message) => {
    expectRefusal(main(body), 'runtime', message);
  });

  it('a static import: syntax', () => {
    expectRefusal(`import fs from 'fs';\n${main('return 1;')}`, 'syntax', /SyntaxError/);
  });

  it.each<[string, string, RegExp]>([
    ['a function', 'return { f() {} };', /\$\.f is a function/],
    ['undefined', 'return;', /\$ is undefined/],
    ['undefined in a list', 'return [1, undefined];', /\$\[1\] is undefined/],
    ['NaN', 'return { n: 0 / 0 };', /\$\.n is NaN/],
    ['Infinity', 'return [1 / 0];', /\$\[0\] is Infinity/],
    ['a cycle', 'const a = {}; a.self = a; return a;', /\$\.self refers back to itself/],
    ['a Date', 'return { at: new Date(0) };', /\$\.at is a Date/],
    ['a Map', 'return new Map();', /\$ is a Map/],
    ['a symbol', 'return { s: Symbol() };', /\$\.s is a symbol/],
    ['a __proto__ key', 'return JSON.parse(\'{"__proto__": {"admin": true}}\');', /__proto__ is a key/],
    ['a promise that never settles', 'return new Promise(() => {});', /never settled/],
    ['too much JSON', `return 'x'.repeat(${maxOutputChars});`, /more than/],
  ])('returning %s: output', (_, body, message) => {
    expectRefusal(main(body), 'output', message);
  });

  it('a syntax error, with its line', () => {
    const outcome = sandbox.run({ code: 'function main(input) {\n  return input +;\n}', input: 1 });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'syntax', line: 2 } });
  });

  it('code without main: syntax', () => {
    expectRefusal('const x = 1;', 'syntax', /must define function main\(input\)/);
  });

  it('a thrown error, with its line', () => {
    const outcome = sandbox.run({
      code: 'function main(input) {\n  const x = null;\n  return x.y;\n}',
      input: 1,
    });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'runtime', line: 3 } });
    if (!outcome.ok) expect(outcome.error.message).toMatch(/TypeError: cannot read property 'y' of null/);
  });

  it.each<[string, RegExp]>([
    ["throw 'no hay datos';", /threw "no hay datos"/],
    ['throw null;', /threw null/],
  ])('a thrown non-error value: %s', (body, message) => {
    expectRefusal(main(body), 'runtime', message);
  });
});

describe('runs are isolated', () => {
  it('keeps nothing between runs: each gets a fresh context', () => {
    const code =
      'var counter = (typeof counter === "number" ? counter : 0) + 1;\nfunction main() { return counter; }';
    expect(sandbox.run({ code, input: null })).toEqual({ ok: true, value: 1 });
    expect(sandbox.run({ code, input: null })).toEqual({ ok: true, value: 1 });
  });

  it('works normally after a timeout, a memory failure and a stack overflow', () => {
    sandbox.run({ code: main('while (true) {}'), input: null });
    sandbox.run({ code: main("return 'x'.repeat(2 ** 29);"), input: null });
    sandbox.run({ code: main('const f = () => f(); return f();'), input: null });
    expect(sandbox.run({ code: main('return input * 2;'), input: 21 })).toEqual({ ok: true, value: 42 });
  });

  it('a memory limit under 1 MiB is raised to it: the engine cannot be broken by asking for 1 KiB', () => {
    expect(sandbox.run({ code: main('return 1;'), input: null, memoryBytes: 1024 })).toEqual({
      ok: true,
      value: 1,
    });
    expectRefusal(main("return 'x'.repeat(2 * 1024 * 1024).length;"), 'memory', /out of memory/, {
      memoryBytes: 1024,
    });
    expect(sandbox.run({ code: main('return 2;'), input: null })).toEqual({ ok: true, value: 2 });
  });

  it('an input that is not JSON: runtime, before any code runs', () => {
    expectRefusal(main('return 1;'), 'runtime', /the input is not JSON/, {}, { big: BigInt(1) });
    expect(sandbox.run({ code: main('return 3;'), input: null })).toEqual({ ok: true, value: 3 });
  });

  it('after a failure of the engine itself, loads a fresh one and runs again', async () => {
    // A host-side exception in the middle of a run stands for a WebAssembly abort.
    const poisoned = {
      get code(): string {
        throw new Error('engine abort');
      },
      input: null,
    };
    const restarting = await createSandbox();
    expect(restarting.run(poisoned)).toEqual({
      ok: false,
      error: { kind: 'runtime', message: 'sandbox failure: engine abort' },
    });
    expect(restarting.run({ code: main('return 1;'), input: null })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/restarting/) },
    });
    await vi.waitFor(
      () => expect(restarting.run({ code: main('return 1;'), input: null })).toEqual({ ok: true, value: 1 }),
      {
        timeout: 10_000,
      },
    );
    const later = await createSandbox();
    expect(later.run({ code: main('return 2;'), input: null })).toEqual({ ok: true, value: 2 });
  });

  it('shares one engine between sandboxes', async () => {
    const other = await createSandbox();
    expect(other.run({ code: main('return 1;'), input: null })).toEqual({ ok: true, value: 1 });
  });
});
