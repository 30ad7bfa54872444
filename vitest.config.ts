import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'server/**/*.test.ts', 'fixtures/**/*.test.ts', 'proto/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    pool: 'forks',
    testTimeout: 30_000,
    // PGlite and server start-ups take seconds on a loaded 2-core machine.
    hookTimeout: 60_000,
  },
});
