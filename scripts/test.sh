#!/usr/bin/env bash
# Builds Inset and runs every test: unit and end-to-end tests (XCTest), then the app under Xvfb
# (screenshot check and the accessibility-driven end-to-end test).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build-locale.sh
swift build
swift test
for extra in scripts/screenshot-test.sh scripts/e2e.sh; do
  if [ -x "$extra" ]; then "$extra"; fi
done
