// What `npm test`'s closing lines are made of: each runner's JSON report read as per-file times and counts, and
// the table of the slowest files (tests/summary.ts prints them).

export interface FileTime {
  readonly runner: 'vitest' | 'e2e';
  readonly file: string;
  /** Wall time of the file for vitest (first test start to last end); summed test time for e2e. */
  readonly ms: number;
  readonly tests: number;
}

export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites?: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

interface PlaywrightSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

export interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

const relative = (path: string, root: string) => (path.startsWith(root) ? path.slice(root.length + 1) : path);

export function vitestFiles(report: VitestReport, root: string): FileTime[] {
  return report.testResults.map((r) => ({
    runner: 'vitest', file: relative(r.name, root), ms: Math.max(0, r.endTime - r.startTime), tests: r.assertionResults.length,
  }));
}

export function e2eFiles(report: PlaywrightReport): FileTime[] {
  const byFile = new Map<string, { ms: number; tests: number }>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = byFile.get(suite.file) ?? { ms: 0, tests: 0 };
        entry.ms += test.results.reduce((sum, r) => sum + r.duration, 0);
        entry.tests += 1;
        byFile.set(suite.file, entry);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...byFile].map(([file, e]) => ({ runner: 'e2e', file: `tests/e2e/${file}`, ...e }));
}

export function slowestTable(files: readonly FileTime[], n = 10): string {
  const rows = [...files].sort((a, b) => b.ms - a.ms).slice(0, n);
  const lines = rows.map((f) => `${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.runner.padEnd(6)} ${String(f.tests).padStart(3)} tests  ${f.file}`);
  return [`slowest ${rows.length} test files (vitest: the file's wall time; e2e: its tests' summed time)`, ...lines].join('\n');
}

