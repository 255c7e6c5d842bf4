import './emulatorsPort';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './env';
import { reporters } from './reporters';

/**
 * The core browser journeys on the Firebase emulators (`npm run emulators`: Hosting, Functions,
 * Auth, Google's Firestore emulator): the same specs as on the embedded server, through the
 * Hosting emulator's URL, so both deployments are held to one behaviour (issue 9 point 6).
 */
export const emulatorJourneys = [
  'auth.spec.ts',
  'data.spec.ts',
  'accounts.spec.ts',
  'hostingShell.spec.ts',
  'liveEndpoint.spec.ts',
];

export default defineConfig({
  testDir: '.',
  testMatch: emulatorJourneys,
  outputDir: 'output/emulators-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Every request crosses Hosting and a Functions emulator worker: slower than the embedded server.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: reporters(),
  use: {
    launchOptions: chromiumLaunchOptions,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'emulators', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: 'node --import tsx scripts/emulators.ts',
    env: { EMULATORS_QUIET: '1' },
    cwd: '..',
    wait: { stdout: /\[emulators\] ready: Hosting/ },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 20_000 },
  },
});
