/** How runs are bounded (issue 15 point 5). */
export interface RunLimits {
  /** A run is aborted past it (embedded 5 min; cloud: under the function's timeout). */
  runTimeMs: number;
  /** Runs of one tenant executing at once across every instance; the others wait their turn. */
  perTenantConcurrency: number;
  /** Attempts of a step whose StepError is retryable (network, 429, 5xx). */
  stepAttempts: number;
  /** The wait before attempt n+1 is firstRetryMs·2^(n−1), at most maxRetryMs. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** Automations started by automations' writes, chained, at most this deep (loop guard). */
  maxDepth: number;
}

export const embeddedRunLimits: RunLimits = {
  runTimeMs: 5 * 60_000,
  perTenantConcurrency: 20,
  stepAttempts: 3,
  firstRetryMs: 1000,
  maxRetryMs: 30_000,
  maxDepth: 3,
};

/** The cloud's runs end within the jobs function's 540 s, leaving it time to record the outcome. */
export const cloudRunLimits: RunLimits = { ...embeddedRunLimits, runTimeMs: 500_000 };

/** Bytes of a step's output (as JSON) a run document keeps. */
export const maxStoredOutputBytes = 64 * 1024;
/** Bytes of all the outputs and input of one run document (Firestore keeps at most 1 MiB). */
export const maxStoredRunBytes = 700 * 1024;
