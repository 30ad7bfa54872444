#!/usr/bin/env bash
# The whole test suite: system packages, lint (with the layer import rules) and type check, then every vitest
# suite (unit, property, contract, server and browser tests), then the end-to-end suite (Playwright driving Debian's
# Chromium against the real server, tests/e2e/README.md). Ends with each stage's wall time, the ten slowest test
# files and one line 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."

stage_start=$SECONDS
stage_times=""
# Appends the stage just finished and its wall time to stage_times, and starts the next stage's clock.
stage_done() { stage_times="$stage_times $1 $((SECONDS - stage_start)) s,"; stage_start=$SECONDS; }

bash tests/setup-system.sh || { echo "setup: 0 passed, 1 failed"; exit 1; }
stage_done setup

failed=0
echo "== lint and types"
if ! npm run --silent lint; then
  echo "lint or type check failed"
  failed=$((failed + 1))
fi
stage_done lint

echo "== vitest"
mkdir -p test-results
rm -f test-results/vitest.json
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
vitest_status=$?
stage_done vitest

echo "== end-to-end (Playwright + /usr/bin/chromium, real server)"
rm -f test-results/e2e.json
npx playwright test
e2e_status=$?
stage_done e2e
echo "stage wall times:${stage_times%,}"

# The ten slowest files of the run, then the line 'tests: N passed, N failed'; exits 1 when anything failed.
npx tsx tests/summary.ts "$failed" "$vitest_status" "$e2e_status"
