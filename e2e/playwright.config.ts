import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2ePort } from './env';
import { reporters } from './reporters';

// Debian's chromium, never a downloaded browser; the built server on its own port and data folder.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'output/test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: reporters(),
  use: {
    launchOptions: chromiumLaunchOptions,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testIgnore: [/mobile/, /\.security\.spec\.ts$/],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
      testMatch: /mobile\.spec\.ts/,
    },
    {
      // The attack suite's browser part (npm run test:security).
      name: 'security',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
      testMatch: /\.security\.spec\.ts$/,
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `http://localhost:${e2ePort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
