// The closing table of `npm test`: per-file times read from each runner's JSON report, slowest first.
import { describe, expect, it } from 'vitest';
import { e2eFiles, slowestTable, vitestFiles } from './test-report';

describe('test report', () => {
  it('reads vitest files as their wall time, e2e files as their tests\' summed time (nested describes included)', () => {
    const v = vitestFiles({
      numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0,
      testResults: [
        { name: '/repo/a.test.ts', startTime: 1_000, endTime: 4_500, assertionResults: [{}, {}] },
        { name: '/repo/b.test.ts', startTime: 2_000, endTime: 2_100, assertionResults: [{}] },
      ],
    }, '/repo');
    expect(v).toEqual([
      { runner: 'vitest', file: 'a.test.ts', ms: 3_500, tests: 2 },
      { runner: 'vitest', file: 'b.test.ts', ms: 100, tests: 1 },
    ]);
    const e = e2eFiles({
      stats: { expected: 3, unexpected: 0, flaky: 0, skipped: 0 },
      suites: [{
        file: 'x.spec.ts',
        specs: [{ tests: [{ results: [{ duration: 1_000 }] }] }],
        suites: [{ file: 'x.spec.ts', specs: [{ tests: [{ results: [{ duration: 2_000 }, { duration: 500 }] }] }] }],
      }, { file: 'y.spec.ts', specs: [{ tests: [{ results: [{ duration: 9_000 }] }] }] }],
    });
    expect(e).toEqual([
      { runner: 'e2e', file: 'tests/e2e/x.spec.ts', ms: 3_500, tests: 2 },
      { runner: 'e2e', file: 'tests/e2e/y.spec.ts', ms: 9_000, tests: 1 },
    ]);
    const table = slowestTable([...v, ...e], 2).split('\n');
    expect(table).toHaveLength(3);
    expect(table[1]).toMatch(/^\s+9\.0 s\s+e2e\s+1 tests\s+tests\/e2e\/y\.spec\.ts$/);
    expect(table[2]).toMatch(/3\.5 s/);
  });
});
