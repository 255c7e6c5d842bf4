import type {
  CustomizeVariantOptions,
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { harnessSource } from './harness';

/** A JSON value: what goes in and what comes out. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export const defaultTimeoutMs = 100;
export const defaultMemoryBytes = 32 * 1024 * 1024;
/**
 * The least memory a run gets, whatever it asks: under ~16 KiB QuickJS cannot even tear its
 * context down and the whole engine aborts; at 16 KiB an out-of-memory error cannot be built.
 */
export const minMemoryBytes = 1024 * 1024;
/** Longest JSON text a run may hand back (a widget shows it; an automation step stores it). */
export const maxOutputChars = 1024 * 1024;
/** How long loading the input into a run may take (not counted in the code's own time). */
export const inputLoadTimeoutMs = 2000;
/**
 * QuickJS's own stack limit, well under the WebAssembly stack: about 1,500 nested calls. With 1 MiB
 * the wasm stack overflowed first and the host itself threw, which no run may cause.
 */
const maxStackBytes = 256 * 1024;

export type SandboxErrorKind = 'timeout' | 'memory' | 'syntax' | 'runtime' | 'output';

/** What a widget card or an automation log shows: a stable kind to translate, and the detail. */
export interface SandboxError {
  kind: SandboxErrorKind;
  message: string;
  /** 1-based line in the company's code, when QuickJS reported one. */
  line?: number;
}

export type SandboxOutcome = { ok: true; value: JsonValue } | { ok: false; error: SandboxError };

export interface SandboxRun {
  /** Script defining `function main(input) { … return result; }` (may be `async`). */
  code: string;
  /** Any JSON value; `main` gets it deep-frozen. */
  input: unknown;
  timeoutMs?: number;
  /** Raised to `minMemoryBytes` (1 MiB) when lower. */
  memoryBytes?: number;
}

export interface Sandbox {
  /** Runs `code` in a fresh QuickJS runtime and context: nothing survives between runs. */
  run(options: SandboxRun): SandboxOutcome;
}

const codeFileName = 'logic.js';

/** The loaded engine, and how many times its memory refused to grow (it is at the cap). */
interface Engine {
  quickJs: QuickJSWASMModule;
  refusedGrowths: { count: number };
}

let loading: Promise<Engine> | undefined;
let loaded: Engine | undefined;

/** The shared engine, loaded on first use; a failed load is retried by the next call. */
function sharedEngine(): Promise<Engine> {
  loading ??= loadQuickJs().then(
    (engine) => {
      loaded = engine;
      return engine;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Forgets a failed engine so that the next sharedEngine() loads a fresh one. */
function discard(failed: Engine): void {
  if (loaded !== failed) return;
  loaded = undefined;
  loading = undefined;
}

/**
 * Loads QuickJS once per process or page (the WebAssembly is inside the variant's JavaScript, from
 * npm: nothing is fetched at run time) and answers a sandbox using it. Both imports are dynamic so
 * a page that never runs a logic function never downloads the ~600 KB engine.
 */
export async function createSandbox(): Promise<Sandbox> {
  let current: Engine | undefined = await sharedEngine();
  return {
    run(options) {
      if (current === undefined) {
        return failure('runtime', 'the sandbox engine is restarting after a failure: try again shortly');
      }
      let inputJson: string;
      try {
        inputJson = JSON.stringify(options.input ?? null);
      } catch (error) {
        return failure(
          'runtime',
          `the input is not JSON: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const engine = current;
      try {
        const refusedBefore = engine.refusedGrowths.count;
        const outcome = runOnce(engine.quickJs, options, inputJson);
        return engine.refusedGrowths.count > refusedBefore ? asMemoryFailure(outcome) : outcome;
      } catch (error) {
        // Not an error of the company's code (those come back as outcomes) but of the engine
        // itself (a WebAssembly abort): never reuse it. A fresh one loads in the background and
        // this sandbox, like every later createSandbox(), runs on it once it is there.
        current = undefined;
        discard(engine);
        sharedEngine().then(
          (fresh) => {
            current = fresh;
          },
          () => undefined,
        );
        return failure(
          'runtime',
          `sandbox failure: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}

const wasmPageBytes = 64 * 1024;
/** Emscripten's own start size for this build (INITIAL_MEMORY): static data, its stack, the heap's start. */
const engineInitialBytes = 16 * 1024 * 1024;
/**
 * The most WebAssembly memory the engine may ever hold: its start plus one run's default limit.
 * Needed because QuickJS's `setMemoryLimit` on Emscripten checks each allocation's size but counts
 * 8 bytes per allocation (malloc_usable_size is 0 there: quickjs-emscripten issues #255, #271), so
 * 300 retained half-megabyte buffers passed a 32 MiB limit and grew the process by 400 MB. With a
 * capped Memory, growing past it fails, malloc returns NULL, and QuickJS throws out of memory.
 * Runs are synchronous, one at a time, so one run can never use more than this, whatever it asks.
 */
export const engineMemoryBytes = engineInitialBytes + defaultMemoryBytes;

/** The shared workspace compiles without DOM types; every runtime it runs in has WebAssembly. */
interface WasmMemory {
  grow(pages: number): number;
}

function webAssembly(): { Memory: new (descriptor: { initial: number; maximum: number }) => WasmMemory } {
  return (globalThis as unknown as { WebAssembly: ReturnType<typeof webAssembly> }).WebAssembly;
}

async function loadQuickJs(): Promise<Engine> {
  const [{ newQuickJSWASMModuleFromVariant, newVariant }, variant] = await Promise.all([
    import('quickjs-emscripten-core'),
    import('@jitl/quickjs-singlefile-browser-release-sync'),
  ]);
  const wasmMemory = new (webAssembly().Memory)({
    initial: engineInitialBytes / wasmPageBytes,
    maximum: engineMemoryBytes / wasmPageBytes,
  });
  // Emscripten grows the heap through this very object: a refusal is how we know a run hit the cap.
  const refusedGrowths = { count: 0 };
  const grow = wasmMemory.grow.bind(wasmMemory);
  wasmMemory.grow = (pages: number) => {
    try {
      return grow(pages);
    } catch (error) {
      refusedGrowths.count += 1;
      throw error;
    }
  };
  return {
    quickJs: await newQuickJSWASMModuleFromVariant(
      newVariant(variant.default, {
        // Our own structural type: shared compiles without DOM types, where WebAssembly.Memory is not declared.
        wasmMemory: wasmMemory as unknown as CustomizeVariantOptions['wasmMemory'],
      }),
    ),
    refusedGrowths,
  };
}

/**
 * At the cap QuickJS sometimes cannot even build its "out of memory" error and throws null
 * instead; a run during which the memory refused to grow and that failed that way ran out of memory.
 */
function asMemoryFailure(outcome: SandboxOutcome): SandboxOutcome {
  if (outcome.ok || outcome.error.kind === 'memory') return outcome;
  if (outcome.error.kind === 'runtime' && /^Error: threw (null|undefined)$/.test(outcome.error.message)) {
    return failure('memory', 'out of memory (memory limit)', outcome.error.line);
  }
  return outcome;
}

function runOnce(quickJs: QuickJSWASMModule, options: SandboxRun, inputJson: string): SandboxOutcome {
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const runtime = quickJs.newRuntime();
  try {
    runtime.setMemoryLimit(Math.max(options.memoryBytes ?? defaultMemoryBytes, minMemoryBytes));
    runtime.setMaxStackSize(maxStackBytes);
    // `import()` must fail inside, with words: a module whose only statement throws them (an
    // `{ error }` answer from the loader reaches the code as an Error without its message).
    runtime.setModuleLoader(() => "throw new Error('import is not available in a logic function');");
    const context = runtime.newContext();
    try {
      return runInContext(runtime, context, options.code, inputJson, timeoutMs);
    } finally {
      context.dispose();
    }
  } finally {
    runtime.dispose();
  }
}

function runInContext(
  runtime: QuickJSRuntime,
  context: QuickJSContext,
  code: string,
  inputJson: string,
  timeoutMs: number,
): SandboxOutcome {
  const harnessResult = context.evalCode(harnessSource, 'harness.js', { strict: true });
  // Not expected above minMemoryBytes; should it happen, an outcome rather than a thrown failure.
  if (harnessResult.error) return thrown(context, harnessResult.error, 'runtime', timeoutMs);
  const harness = harnessResult.value;
  try {
    const loadFailure = loadInput(runtime, context, harness, inputJson);
    if (loadFailure) return loadFailure;

    // The clock starts for the company's code only, once the context is locked down and the input in.
    const deadline = Date.now() + timeoutMs;
    runtime.setInterruptHandler(() => Date.now() > deadline);

    const evaluated = context.evalCode(code, codeFileName, { strict: true, type: 'global' });
    if (evaluated.error) return thrown(context, evaluated.error, 'syntax', timeoutMs);
    evaluated.value.dispose();

    const main = context.getProp(context.global, 'main');
    const limit = context.newNumber(maxOutputChars);
    try {
      let answer = callHarness(context, harness, 'start', [main, limit]);
      if (answer === 'pending') {
        const jobs = runtime.executePendingJobs();
        if (jobs.error) return thrown(context, jobs.error, 'runtime', timeoutMs);
        answer = callHarness(context, harness, 'settle', [limit]);
      }
      return readAnswer(answer, timeoutMs);
    } catch (error) {
      if (error instanceof HarnessThrew) return thrown(context, error.handle, 'runtime', timeoutMs);
      throw error;
    } finally {
      main.dispose();
      limit.dispose();
    }
  } finally {
    harness.dispose();
    runtime.removeInterruptHandler();
  }
}

/**
 * Parsing and freezing the input is our work, not the company's code, so it does not spend the
 * code's 100 ms: 10,000 query rows (1.7 MB of JSON) take ~0.4 s in QuickJS. It has its own, wider
 * bound instead, and the memory cap bounds its size.
 */
function loadInput(
  runtime: QuickJSRuntime,
  context: QuickJSContext,
  harness: QuickJSHandle,
  inputJson: string,
): SandboxOutcome | undefined {
  const deadline = Date.now() + inputLoadTimeoutMs;
  runtime.setInterruptHandler(() => Date.now() > deadline);
  const text = context.newString(inputJson);
  try {
    callHarness(context, harness, 'load', [text]);
    return undefined;
  } catch (error) {
    if (!(error instanceof HarnessThrew)) throw error;
    const outcome = thrown(context, error.handle, 'runtime', inputLoadTimeoutMs);
    if (outcome.ok) return outcome;
    const size = `${inputJson.length} characters of JSON`;
    if (outcome.error.kind === 'timeout')
      return failure('timeout', `the input (${size}) took over ${inputLoadTimeoutMs} ms to load`);
    if (outcome.error.kind === 'memory')
      return failure('memory', `the input (${size}) does not fit in memory`);
    return outcome;
  } finally {
    text.dispose();
  }
}

/** An error the harness could not catch itself (the interrupt, or memory running out in it). */
class HarnessThrew extends Error {
  constructor(readonly handle: QuickJSHandle) {
    super('harness threw');
  }
}

function callHarness(
  context: QuickJSContext,
  harness: QuickJSHandle,
  method: string,
  args: QuickJSHandle[],
): string {
  const fn = context.getProp(harness, method);
  try {
    const result = context.callFunction(fn, harness, args);
    if (result.error) throw new HarnessThrew(result.error);
    try {
      return context.getString(result.value);
    } finally {
      result.value.dispose();
    }
  } finally {
    fn.dispose();
  }
}

function readAnswer(answer: string, timeoutMs: number): SandboxOutcome {
  const newline = answer.indexOf('\n');
  const tag = newline === -1 ? answer : answer.slice(0, newline);
  const body = newline === -1 ? '' : answer.slice(newline + 1);
  if (tag === 'ok') return { ok: true, value: JSON.parse(body) as JsonValue };
  if (tag === 'output') return failure('output', body);
  if (tag === 'nomain') return failure('syntax', 'the code must define function main(input)');
  if (tag === 'error') {
    const [name, message, stack] = JSON.parse(body) as [string, string, string];
    return classify(name, message, stack, 'runtime', timeoutMs);
  }
  throw new Error(`unexpected harness answer ${tag}`);
}

/** Reads a thrown QuickJS value (and frees it) into an outcome. */
function thrown(
  context: QuickJSContext,
  handle: QuickJSHandle,
  fallback: SandboxErrorKind,
  timeoutMs: number,
): SandboxOutcome {
  try {
    const error = context.dump(handle) as unknown;
    if (error !== null && typeof error === 'object') {
      const { name, message, stack } = error as { name?: unknown; message?: unknown; stack?: unknown };
      return classify(
        String(name ?? 'Error'),
        String(message ?? ''),
        String(stack ?? ''),
        fallback,
        timeoutMs,
      );
    }
    return failure(fallback, `threw ${JSON.stringify(error)}`);
  } finally {
    handle.dispose();
  }
}

/** QuickJS reports its limits as InternalErrors with fixed messages. */
function classify(
  name: string,
  message: string,
  stack: string,
  fallback: SandboxErrorKind,
  timeoutMs: number,
): SandboxOutcome {
  const line = lineIn(stack);
  if (name === 'InternalError' && message === 'interrupted') {
    return failure('timeout', `stopped after ${timeoutMs} ms (time limit)`, line);
  }
  if (name === 'InternalError' && message === 'out of memory') {
    return failure('memory', 'out of memory (memory limit)', line);
  }
  if (name === 'InternalError' && message === 'stack overflow') {
    return failure('memory', 'stack overflow: calls nested too deep', line);
  }
  const kind =
    name === 'SyntaxError' && fallback === 'syntax' ? 'syntax' : fallback === 'syntax' ? 'runtime' : fallback;
  return failure(kind, `${name}: ${message}`, line);
}

/** The first `logic.js:line:column` of a QuickJS stack: where in the company's code it failed. */
function lineIn(stack: string): number | undefined {
  const match = new RegExp(`${codeFileName.replace('.', '\\.')}:(\\d+)`).exec(stack);
  return match ? Number(match[1]) : undefined;
}

function failure(kind: SandboxErrorKind, message: string, line?: number): SandboxOutcome {
  const clipped = message.length > 500 ? `${message.slice(0, 500)}…` : message;
  return {
    ok: false,
    error: line === undefined ? { kind, message: clipped } : { kind, message: clipped, line },
  };
}
