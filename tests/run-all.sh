#!/usr/bin/env bash
# The whole test suite: system packages, lint (with the layer import rules) and type check, then every vitest
# suite (unit, property, contract, server and browser tests), then the end-to-end suite (Playwright driving Debian's
# Chromium against the real server, tests/e2e/README.md). Ends with one line 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."

bash tests/setup-system.sh || { echo "setup: 0 passed, 1 failed"; exit 1; }

failed=0
echo "== lint and types"
if ! npm run --silent lint; then
  echo "lint or type check failed"
  failed=$((failed + 1))
fi

echo "== vitest"
mkdir -p test-results
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_status=$?

echo "== end-to-end (Playwright + /usr/bin/chromium, real server)"
rm -f test-results/e2e.json
npx playwright test
e2e_status=$?

node -e '
  const fs = require("fs");
  const lintFailed = Number(process.argv[1]);
  let passed = 0, failed = 0, skipped = 0;
  try {
    const r = JSON.parse(fs.readFileSync("test-results/vitest.json", "utf8"));
    passed = r.numPassedTests; failed = r.numFailedTests + (r.numFailedTestSuites || 0); skipped = r.numPendingTests + r.numTodoTests;
    if (process.argv[3] !== "0" && failed === 0) failed += 1; // vitest failed outside any test (unhandled errors)
  } catch { failed += 1; }
  try {
    const s = JSON.parse(fs.readFileSync("test-results/e2e.json", "utf8")).stats;
    passed += s.expected; failed += s.unexpected + s.flaky; skipped += s.skipped;
    if (process.argv[2] !== "0" && s.unexpected + s.flaky === 0) failed += 1; // the run failed outside any test (setup)
  } catch { failed += 1; }
  passed += lintFailed ? 0 : 1; failed += lintFailed;
  console.log(`tests: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' "$failed" "$e2e_status" "$vitest_status"

if [ "$failed" -ne 0 ] || [ "$vitest_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then exit 1; fi
