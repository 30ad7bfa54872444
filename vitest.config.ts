import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['engine/**/*.test.ts', 'server/**/*.test.ts', 'fixtures/**/*.test.ts', 'proto/**/*.test.ts', 'ui/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    pool: 'forks',
    // vitest's default on two cores is one worker (cores − 1): the files would run one after another. Many of them
    // wait on sockets, servers and databases rather than compute, so three share two cores well.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    testTimeout: 30_000,
    // PGlite and server start-ups take seconds on a loaded 2-core machine.
    hookTimeout: 60_000,
  },
});
