import type { ReporterDescription } from '@playwright/test';

/**
 * The list on the console; with E2E_JSON set (`npm test`), also a JSON report at that path, read
 * back to count the journeys that pass on both deployments (scripts/lib/journeyParity.mjs).
 */
export function reporters(): ReporterDescription[] {
  const json = process.env.E2E_JSON;
  return json ? [['list'], ['json', { outputFile: json }]] : [['list']];
}
