#!/usr/bin/env bash
# Builds inset-bench in release and times a drag on a 1,000-element screen: a full re-solve per
# step (the reference), a live DragSession step, and the canvas redraw per step, with the live
# step as a ratio of the reference and live step + redraw against a 16.7 ms (60 Hz) frame.
#
# Environment: SCRATCH (SwiftPM scratch path, default .build-release). Arguments go to
# `inset-bench drag` (--rows R, --steps K, --reference-steps K).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
scratch="${SCRATCH:-$root/.build-release}"

echo "building inset-bench (release)..." >&2
swift build --package-path "$root" --scratch-path "$scratch" -c release --product inset-bench >&2
bench="$(swift build --package-path "$root" --scratch-path "$scratch" -c release --show-bin-path)/inset-bench"
"$bench" drag "$@"
