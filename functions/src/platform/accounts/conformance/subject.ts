import type { Clock } from '../../clock';
import type { Accounts } from '../Accounts';
import type { LoginLimits } from '../throttleRules';

/** One adapter under test: fresh and empty, with a clock the suite moves by hand. */
export interface ConformanceSubject {
  accounts: Accounts;
  clock: Clock & { advance(ms: number): void };
  close(): Promise<void>;
}

/**
 * The adapter must be built with these sign-in limits (small, so the suite stays short) and the
 * default reset-code limits.
 */
export const conformanceLoginLimits: LoginLimits = {
  freeFailures: 3,
  firstDelayMs: 1000,
  maxDelayMs: 8000,
  pairMemoryMs: 60 * 60_000,
  addressCeiling: 6,
  addressWindowMs: 60_000,
};

export type OpenSubject = () => Promise<ConformanceSubject>;
