/**
 * `companyVersion`, one document (`current`) the runner rewrites with the command's seq and time
 * whenever a command changes the company document or its secrets. It is how a tab follows the
 * company live (spec §7 live subscription "company"): the company document itself is read
 * per caller (collections by level, secrets status for level 100) through `GET /api/company`, so
 * what goes live is only the news that it changed. Any signed-in caller reads; only the runner writes.
 */
import { signedInReads } from './decisions';
import type { FixedCollectionRules } from './types';

export const companyVersionRules = {
  read: signedInReads,
  write: 'runner',
} as const satisfies FixedCollectionRules;

/** Where the runner keeps it: `companyVersion/current`. */
export const companyVersionCollection = 'companyVersion';
export const companyVersionDoc = 'current';
