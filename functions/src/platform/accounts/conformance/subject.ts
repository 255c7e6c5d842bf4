import type { Clock } from '../../clock';
import type { Accounts } from '../Accounts';

/** One adapter under test: fresh and empty, with a clock the suite moves by hand. */
export interface ConformanceSubject {
  accounts: Accounts;
  clock: Clock & { advance(ms: number): void };
  close(): Promise<void>;
}

/**
 * The adapter must be built with login limits of 3 failures per minute (so the suite stays
 * short) and the default reset-code limits.
 */
export const conformanceLoginLimits = { maxFailures: 3, windowMs: 60_000 };

export type OpenSubject = () => Promise<ConformanceSubject>;
