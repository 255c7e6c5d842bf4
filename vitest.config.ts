import { defineConfig } from 'vitest/config';

/** The attack suite runs on its own (`npm run test:security`, the last step of `npm test`). */
const securityTests = 'src/**/*.security.test.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './shared',
          include: ['src/**/*.test.ts'],
          exclude: [securityTests],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'functions',
          root: './functions',
          include: ['src/**/*.test.ts'],
          exclude: [securityTests],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      { test: { name: 'web', root: './web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        test: {
          name: 'security',
          root: '.',
          include: [`shared/${securityTests}`, `functions/${securityTests}`],
          environment: 'node',
          testTimeout: 300000,
          hookTimeout: 120000,
          // The suite spawns servers and kills them: one file at a time keeps timings honest on 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
