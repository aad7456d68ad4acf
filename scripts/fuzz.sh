#!/usr/bin/env bash
# Fuzzes the layout loader and the constraint parser (Sources/InsetFuzz) with libFuzzer and
# AddressSanitizer. Exits non-zero on a crash, a trap, a hang (> 5 s on one input) or a failed
# round trip; the input that did it is left in fuzz-artifacts/ and replays with
# `swift run InsetFuzz fuzz-artifacts/crash-…`.
#
#   scripts/fuzz.sh [RUNS]     RUNS defaults to 1000000; FUZZ_MAX_SECONDS (default 3600) caps the time.
set -euo pipefail
cd "$(dirname "$0")/.."

runs="${1:-1000000}"
max_seconds="${FUZZ_MAX_SECONDS:-3600}"
scratch=.build-fuzz
flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING)

swift build "${flags[@]}" --product InsetFuzz
fuzzer="$(swift build "${flags[@]}" --show-bin-path)/InsetFuzz"

# The corpus grows across runs in the scratch directory; the seeds are the examples and the
# hand-made inputs in Tests/Fuzz/corpus.
corpus="$scratch/fuzz-corpus"
mkdir -p "$corpus" fuzz-artifacts
cp data/examples/*.inset.json Tests/Fuzz/corpus/* "$corpus"/ 2>/dev/null || true

# Leak detection is off, in libFuzzer and in AddressSanitizer's report at exit: the Swift
# runtime's caches live for the whole process by design, and Foundation's XML parser keeps the
# error objects libxml2's reports make.
ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" "$fuzzer" "$corpus" \
  -dict=Tests/Fuzz/layout.dict \
  -runs="$runs" -max_total_time="$max_seconds" -timeout=5 -rss_limit_mb=2048 \
  -detect_leaks=0 -print_final_stats=1 -artifact_prefix=fuzz-artifacts/
