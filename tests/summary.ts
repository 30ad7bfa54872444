// The closing lines of `npm test` (tests/run-all.sh): the ten slowest test files of the run (vitest and
// end-to-end together, so growth is visible) and one 'tests: N passed, N failed' line counting both runners' JSON
// reports and the lint stage. A report that is missing or unreadable counts as one failure, and so does a runner
// that failed outside any test (its exit status without a failed test). Exits 1 when anything failed.
import { readFileSync } from 'node:fs';
import type { FileTime, PlaywrightReport, VitestReport } from './test-report';
import { e2eFiles, slowestTable, vitestFiles } from './test-report';

function readJson<T>(path: string): T | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** argv: lint status, vitest status, e2e status (exit codes). */
function main(argv: readonly string[]): void {
  const [lintStatus, vitestStatus, e2eStatus] = argv.map(Number);
  const root = process.cwd();
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const files: FileTime[] = [];
  const vitest = readJson<VitestReport>('test-results/vitest.json');
  if (vitest) {
    counts.passed += vitest.numPassedTests;
    // A failed test also fails its describe block and its file (numFailedTestSuites counts both): the suites count
    // only when no test failed, i.e. a file that failed outside its tests (a hook, an import).
    const failed = vitest.numFailedTests || (vitest.numFailedTestSuites ?? 0);
    counts.failed += failed || (vitestStatus !== 0 ? 1 : 0); // vitest failed outside any test (unhandled errors)
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
    files.push(...vitestFiles(vitest, root));
  } else counts.failed += 1;
  const e2e = readJson<PlaywrightReport>('test-results/e2e.json');
  if (e2e) {
    const { expected, unexpected, flaky, skipped } = e2e.stats;
    counts.passed += expected;
    counts.failed += unexpected + flaky || (e2eStatus !== 0 ? 1 : 0); // the run failed outside any test (setup)
    counts.skipped += skipped;
    files.push(...e2eFiles(e2e));
  } else counts.failed += 1;
  if (lintStatus === 0) counts.passed += 1;
  else counts.failed += 1;
  if (files.length > 0) console.log(slowestTable(files));
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
  process.exitCode = counts.failed > 0 || lintStatus !== 0 || vitestStatus !== 0 || e2eStatus !== 0 ? 1 : 0;
}

main(process.argv.slice(2));
