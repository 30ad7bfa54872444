import { defineConfig } from 'vitest/config';

/** Test files of the pure layers and the page: no servers, sockets, databases or processes of their own. */
const PURE = ['engine/**/*.test.ts', 'proto/**/*.test.ts', 'ui/**/*.test.{ts,tsx}'];
/** Page files that replace modules (vi.mock): they run with the node files, whose workers keep no module mocks. */
const MOCKING = ['ui/components/goal-popups/goal-popups.test.tsx', 'ui/app/route-warmup.test.tsx'];
const EXCLUDE = ['tests/e2e/**', 'node_modules/**'];

export default defineConfig({
  test: {
    exclude: EXCLUDE,
    pool: 'forks',
    // vitest's default on two cores is one worker (cores − 1): the files would run one after another. Many of them
    // wait on sockets, servers and databases rather than compute, so three share two cores well.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    // Files share their worker's module cache (isolate: false): React, the engine, Fastify, PGlite and the wire are
    // imported once a worker, not once a file (the run's summed import time went from 218 s to 67 s, the run from
    // 7.6 to 4.9 min on two cores). So a file leaves nothing behind: what it starts it stops in its afterAll, and
    // the spies, stubs and globals a test changes are undone after it (below).
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 30_000,
    // PGlite and server start-ups take seconds on a loaded 2-core machine.
    hookTimeout: 60_000,
    // Two projects, each with workers of its own: a file of one never shares a worker with a file of the other.
    projects: [
      { extends: true, test: { name: 'pure', include: PURE, exclude: [...MOCKING, ...EXCLUDE] } },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['server/**/*.test.ts', 'fixtures/**/*.test.ts', 'tests/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      // vi.mock replaces a module in the worker's cache: this file gets a fresh one.
      { extends: true, test: { name: 'mocking', include: MOCKING, isolate: true } },
    ],
  },
});
