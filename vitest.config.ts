import { defineConfig } from 'vitest/config';

/** The attack suite runs on its own (`npm run test:security`, the last step of `npm test`). */
const securityTests = 'src/**/*.security.test.ts';

/**
 * Integration tests that do not run on the `functions-cloud` project, and why: each is about one
 * platform's machinery and builds that platform itself, so a second pass would repeat it.
 */
const cloudExcluded = [
  // The SQLite store's own internals (group commit, checkpoints, the file).
  'src/platform/store/sqlite/**',
  // Another process holding the SQLite file's write lock: the cloud has no such file.
  'src/platform/store/storeBusy.int.test.ts',
  // The embedded server process and its dev loop (server.ts, SQLite on disk).
  'src/server.int.test.ts',
  'src/devLoop.int.test.ts',
  // Already on the cloud platform, built by hand against the emulators.
  'src/index.int.test.ts',
  'src/platform/cloud.int.test.ts',
  'src/platform/accounts/firebase/**',
];

/** Tests of what Firestore stores, on the test app of the cloud platform: functions-cloud only. */
const cloudOnly = ['src/platform/cloud.commands.int.test.ts'];

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
          exclude: [securityTests, ...cloudOnly],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          // Every integration test again, on the cloud platform (Firestore + Firebase Authentication
          // emulators, started once for the run by the globalSetup: functions/src/testing/cloudEmulators.ts).
          // Left out: the tests of one platform's own machinery, listed with their reason.
          name: 'functions-cloud',
          root: './functions',
          include: ['src/**/*.int.test.ts'],
          exclude: cloudExcluded,
          environment: 'node',
          env: { TEST_PLATFORM: 'cloud' },
          globalSetup: ['src/testing/cloudEmulatorsSetup.ts'],
          // firebase-admin, gax and the Storage client take ~1.5 s to import: once per worker, not
          // once per file. Every test app has its own project, so files share nothing else.
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        test: {
          name: 'web',
          root: './web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Components render outside their chunks here: every catalogue is registered up front
          // (that each chunk registers its own is src/app/i18n/textsRegistered.test.ts's job).
          setupFiles: ['../shared/src/i18n/allTexts.ts'],
        },
      },
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
