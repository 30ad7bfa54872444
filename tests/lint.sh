#!/usr/bin/env bash
# `npm run lint`: ESLint (with the layer import rules) and the type check, side by side on the machine's cores;
# each one's output printed whole once it ends, then a non-zero exit when either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
npx eslint . >"$out/eslint" 2>&1 & eslint=$!
npx tsc --noEmit -p tsconfig.json >"$out/tsc" 2>&1 & tsc=$!
wait $eslint; eslint_status=$?
wait $tsc; tsc_status=$?
cat "$out/eslint" "$out/tsc"
rm -rf "$out"
[ $eslint_status -eq 0 ] || echo "eslint failed"
[ $tsc_status -eq 0 ] || echo "tsc failed"
[ $eslint_status -eq 0 ] && [ $tsc_status -eq 0 ]
