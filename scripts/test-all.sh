#!/usr/bin/env bash
# `npm test`: lint and typecheck beside the unit, component and API tests. Vitest runs one test file
# at a time on a two-core machine (its default is one worker per core but one), so the other core
# does the static checks meanwhile instead of before: the same checks, minutes sooner. Their output
# is held back and printed after the tests, so the two never interleave. Arguments go to vitest.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

checks_log=$(mktemp)
trap 'rm -f "$checks_log"' EXIT
(npm run --silent lint && npm run --silent typecheck) >"$checks_log" 2>&1 &
checks_pid=$!

npx vitest run "$@"
tests_status=$?

wait "$checks_pid"
checks_status=$?
echo
echo "=== lint and typecheck: $([ "$checks_status" = 0 ] && echo ok || echo "FAILED ($checks_status)")"
cat "$checks_log"

[ "$tests_status" = 0 ] && [ "$checks_status" = 0 ]
