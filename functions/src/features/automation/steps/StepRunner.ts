import type { CompanySecretName } from '@colmena/shared/schemas';
import type { AiProvider } from '../../../platform/ai/AiProvider';
import type { Clock } from '../../../platform/clock';
import type { Files } from '../../../platform/files/Files';
import type { Mailer } from '../../../platform/mail/Mailer';
import type { OutboundHttp } from '../../../platform/outbound/OutboundHttp';

/**
 * The server half of an automation step kind (issue 15 point 3): what the engine calls for
 * each step of a run. The engine renders the config's templates first (every string but the
 * kind's rawKeys, see shared/src/automation/stepKind.ts), so `run` gets final values; what
 * `run` resolves with is the step's output, readable by later steps as `{{steps.<name>…}}`
 * (the run document keeps it truncated to 64 KB).
 */
export interface StepServices {
  /** The guarded client: every fetch of a tenant-written URL goes through it (SSRF rules). */
  http: OutboundHttp;
  mailer: Mailer;
  files: Files;
  clock: Clock;
  /** The tenant's AI provider (OpenAIKey and base URL from its secrets); StepError `bad_config` when none is set. */
  ai(): Promise<AiProvider>;
  /** A company secret in plain text, null when unset. Never put it in an output or a log line. */
  secret(name: CompanySecretName): Promise<string | null>;
  /**
   * Sends a command through the one runner, made as the automation (logged as such); resolves
   * with its result, or rejects with StepError `command_refused` carrying the catalogue error.
   */
  command(type: string, payload: unknown): Promise<unknown>;
  /**
   * The documents of a read (a body of POST /api/query: a list query or a widget's), with the
   * automation's permissions (steps/automationQuery.ts builds it from a Caller). Optional: a
   * pivot step over a query fails `bad_config` where the engine gives none.
   */
  query?(request: unknown): Promise<readonly Record<string, unknown>[]>;
  /**
   * Makes the file a `pdf` or `pptx` widget describes, read with the automation's permissions,
   * and stores it with its uploaded-file record (features/exports/generatedFiles/automationExports.ts
   * builds it from the automation's actor). Optional: the pdf and pptx steps fail `bad_config`
   * where the engine gives none.
   */
  exportFile?(
    format: 'pdf' | 'pptx',
    request: { widgetId: string; collKey?: string; documentId?: string },
  ): Promise<{ id: string; name: string; url: string; size: number; mime: string }>;
}

export interface StepContext {
  tenant: string;
  automationId: string;
  runId: string;
  /** What templates read: `{ trigger, steps }` — the trigger's input and earlier steps' outputs by name. */
  scope: Readonly<Record<string, unknown>>;
  services: StepServices;
  /** Aborted when the run's time limit passes or the run is cancelled. */
  signal: AbortSignal;
  /** A line in this step's part of the run log. */
  log(line: string): void;
}

/** Why a step failed; `request_failed` is shown with "Failed to execute request!!!" (spec §8). */
export type StepFailure =
  | 'bad_config'
  | 'bad_input'
  | 'request_failed'
  | 'provider_error'
  | 'rate_limited'
  | 'timeout'
  | 'command_refused'
  | 'too_large';

export class StepError extends Error {
  constructor(
    readonly reason: StepFailure,
    detail: string,
    /** Network errors, 429 and 5xx: the engine retries the step with backoff. */
    readonly retryable = false,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'StepError';
  }
}

export interface StepRunner<Config = unknown> {
  kind: string;
  run(config: Config, context: StepContext): Promise<unknown>;
}

/** How a trigger starts a run (the engine's runs/startRun.ts implements it). */
export interface StartRunRequest {
  tenant: string;
  automationId: string;
  trigger: { type: 'command' | 'schedule' | 'webhook' | 'manual'; input: unknown; dedupeKey?: string };
  /** Wait for the run's end up to this many ms (synchronous webhooks: 10 s). */
  waitMs?: number;
}

export interface StartRunResult {
  runId: string;
  /** Present when the run ended within waitMs. */
  outcome?: { status: 'succeeded' | 'failed'; output?: unknown; error?: string };
}
