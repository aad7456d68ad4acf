#!/bin/sh
# Opens each example layout in the real app under Xvfb, saves the window as the app draws it
# (`inset --screenshot`), and checks the pictures: every example must draw, and for the layouts
# below the device, the safe-area tint and the finding outlines must be where the layout says.
#
#   scripts/screenshot-test.sh [OUT_DIR]      (SCRATCH=.build-app for another build folder, INSET=… another binary)
set -eu
cd "$(dirname "$0")/.."
. scripts/app-binary.sh
OUT=${1:-$SCRATCH/screenshots}
mkdir -p "$OUT"
export GSK_RENDERER=cairo NO_AT_BRIDGE=1

shoot() { # NAME FILE [environment options...]
    name=$1; file=$2; shift 2
    timeout 120 xvfb-run -a -s "-screen 0 1400x900x24" \
        "$INSET" --screenshot "$OUT/$name.png" --screenshot-map "$OUT/$name.json" "$file" "$@"
    test -s "$OUT/$name.png" || { echo "FAIL $name: no picture"; return 1; }
}

status=0
for file in data/examples/*.inset.json; do
    name=$(basename "$file" .inset.json)
    if shoot "$name" "$file"; then echo "ok   $name drew"; else status=1; fi
done

# Where the layout says things are: a fixture with a known finding, on two devices.
FIXTURE=Tests/InsetAppTests/Fixtures/profile.inset.json
for case in "profile-iphone:--device iphone-15-pro" \
            "profile-ipad-split:--device ipad-pro-11 --orientation landscape --split 1/3" \
            "profile-landscape:--device iphone-14 --orientation landscape"; do
    name=${case%%:*}; options=${case#*:}
    # shellcheck disable=SC2086
    shoot "$name" "$FIXTURE" $options || { status=1; continue; }
    /usr/bin/python3 scripts/check_screenshot.py "$OUT/$name.png" "$OUT/$name.json" || status=1
done

[ $status -eq 0 ] && echo "screenshot test passed; pictures in $OUT" || echo "screenshot test FAILED; pictures in $OUT"
exit $status
