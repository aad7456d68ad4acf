#!/bin/sh
# Runs the app's end-to-end test (Tests/e2e/test_app.py, dogtail) as testing-gui.md says: under
# Xvfb, in a private D-Bus session, with accessibility on and the AT-SPI bus running.
#
#   scripts/e2e.sh          (SCRATCH=.build-app to use another build folder, INSET=… another binary)
set -eu
cd "$(dirname "$0")/.."
. scripts/app-binary.sh
export INSET
# The tests read the app in English, but for the one that starts it in Korean.
export LANG=C.UTF-8 LANGUAGE= LC_ALL=
export INSET_LAYOUT="$PWD/Tests/InsetAppTests/Fixtures/profile.inset.json"
timeout 600 xvfb-run -a -s "-screen 0 1400x900x24" dbus-run-session -- sh -c '
    gsettings set org.gnome.desktop.interface toolkit-accessibility true 2>/dev/null || true
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    sleep 1
    /usr/bin/python3 Tests/e2e/test_app.py
'
