#!/usr/bin/env bash
# Runs the end-to-end suite RUNS times in a row (default 10) while a clean build of the whole
# package runs beside it, over and over, in its own folder: the load a 2-core CI machine or a
# developer's laptop puts on the app. Stops at the first failing run and keeps its log.
#
#   scripts/e2e-soak.sh [RUNS]        (logs in $SOAK_LOGS, default a temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}
logs=${SOAK_LOGS:-$(mktemp -d -t inset-soak-XXXX)}
mkdir -p "$logs"
. scripts/app-binary.sh
export INSET

# In a process group of its own, so stopping it stops the compilers it started too.
setsid bash -c 'while :; do
    rm -rf .build-soak
    swift build --scratch-path .build-soak >"$0/build.log" 2>&1 || true
  done' "$logs" &
builder=$!
stop_builder() {
    kill -- -"$builder" 2>/dev/null || true
    # The package manager starts its compilers in groups of their own: they go by their folder.
    pkill -f "$PWD/.build-soak" 2>/dev/null || true
    while kill -0 -- -"$builder" 2>/dev/null || pgrep -f "$PWD/.build-soak" >/dev/null; do sleep 0.2; done
    rm -rf .build-soak || true
}
trap stop_builder EXIT

passed=0
for run in $(seq 1 "$runs"); do
    if scripts/e2e.sh >"$logs/run-$run.log" 2>&1; then
        passed=$((passed + 1))
        echo "run $run: passed ($(grep -m1 '^Ran ' "$logs/run-$run.log"))"
    else
        echo "run $run: FAILED, log: $logs/run-$run.log"
        grep -A12 '^FAIL:\|^ERROR:' "$logs/run-$run.log" | head -60
        echo "$passed passed, 1 failed"
        exit 1
    fi
done
echo "$passed passed, 0 failed"
