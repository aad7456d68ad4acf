#!/bin/sh
# Regenerates data/screenshots/main.png, the picture the README and the AppStream metainfo show:
# the app on a layout with a finding, its element selected, drawn under Xvfb by the app itself.
#
#   scripts/screenshot-main.sh          (SCRATCH=.build-app for another build folder, INSET=… another binary)
set -eu
cd "$(dirname "$0")/.."
. scripts/app-binary.sh
GSK_RENDERER=cairo NO_AT_BRIDGE=1 ADW_DEBUG_COLOR_SCHEME=prefer-light timeout 120 \
    xvfb-run -a -s "-screen 0 1400x900x24" \
    "$INSET" --screenshot data/screenshots/main.png --window-size 1280x800 \
    Tests/InsetAppTests/Fixtures/profile.inset.json --device iphone-15-pro --select close
echo "wrote data/screenshots/main.png"
