import { defineConfig } from 'vitest/config';

/**
 * The tests the mutation run (security/stryker.config.json) runs against each mutant of the
 * write policy: the shared policy tables only, not the whole repository.
 */
export default defineConfig({
  test: {
    root: './shared',
    include: ['src/policy/**/*.test.ts'],
    environment: 'node',
  },
});
