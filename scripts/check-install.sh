#!/usr/bin/env bash
# Checks Inset installs as a desktop app would: builds the Debian package, installs it with dpkg on
# this machine (needs root), and checks the installed binary, desktop file, metainfo and file
# types; then installs into a temporary prefix with scripts/install.sh and uninstalls again.
# CI runs it on its clean machine.
set -uo pipefail
cd "$(dirname "$0")/.."
passed=0
failed=0
check() {  # check NAME COMMAND...: runs the command, prints PASS or FAIL with its output
    local name=$1; shift
    local output
    if output=$("$@" 2>&1); then
        echo "PASS: $name"; passed=$((passed + 1))
    else
        echo "FAIL: $name"; echo "$output" | sed 's/^/    /'; failed=$((failed + 1))
    fi
}
equals() {  # equals EXPECTED COMMAND...: the command prints EXPECTED
    local expected=$1; shift
    local got
    got=$("$@" 2>&1) || { echo "$got"; return 1; }
    [ "$got" = "$expected" ] || { echo "expected '$expected', got '$got'"; return 1; }
}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

# A machine that had no inset package before is left without one.
had_package=false
dpkg-query -W -f='${Status}' inset 2>/dev/null | grep -q "install ok installed" && had_package=true
deb=$(scripts/package-deb.sh) || { echo "FAIL: building the package"; echo "0 passed, 1 failed"; exit 1; }
check "the package installs with its dependencies" \
    env DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --reinstall "$deb"
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/InsetCore/Report/SARIFOutput.swift)
check "the installed inset --version runs" equals "$version" /usr/bin/inset --version
check "the installed inset reads its device catalog from any folder" \
    sh -c 'cd / && /usr/bin/inset devices --format json | grep -q "iphone-15-pro"'
check "the installed inset speaks Korean under a Korean locale" \
    sh -c 'cd / && LANG=ko_KR.UTF-8 LC_ALL= LANGUAGE= /usr/bin/inset check /nonexistent.inset.json | PYTHONIOENCODING=utf-8 python3 -c "import sys; sys.exit(not any(chr(0xac00) <= c <= chr(0xd7a3) for c in sys.stdin.read()))"'
check "the installed desktop file validates" desktop-file-validate /usr/share/applications/app.inset.Inset.desktop
check "the installed metainfo validates" appstreamcli validate --no-net /usr/share/metainfo/app.inset.Inset.metainfo.xml
sample=$(mktemp -d -t inset-mime-XXXX)
cp data/examples/login.inset.json "$sample/login.inset.json"
printf '<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>\n' \
    >"$sample/Main.storyboard"
cp "$sample/Main.storyboard" "$sample/Cell.xib"
check "a .inset.json file is an Inset layout" \
    sh -c "gio info -a standard::content-type '$sample/login.inset.json' | grep -q 'content-type: application/x-inset+json'"
check "Inset opens layouts by default" equals "app.inset.Inset.desktop" xdg-mime query default application/x-inset+json
check "Inset is among the apps for storyboards" sh -c "gio mime application/x-xcode-storyboard | grep -q app.inset.Inset.desktop"
check "Inset is among the apps for xibs" sh -c "gio mime application/x-xcode-xib | grep -q app.inset.Inset.desktop"
check "a .storyboard file is a storyboard" \
    sh -c "gio info -a standard::content-type '$sample/Main.storyboard' | grep -q 'content-type: application/x-xcode-storyboard'"
rm -rf "$sample"

if [ "$had_package" = false ]; then
    check "the package removes cleanly" $sudo dpkg --purge inset
    check "removing it takes its files" sh -c '! [ -e /usr/bin/inset ] && ! [ -e /usr/share/applications/app.inset.Inset.desktop ]'
fi

prefix=$(mktemp -d -t inset-prefix-XXXX)
built=$(swift build -c release --static-swift-stdlib --show-bin-path)
check "install.sh installs into a prefix" env INSET_BUILT="$built" scripts/install.sh --prefix "$prefix"
check "the prefix's inset runs from another folder" sh -c "cd / && '$prefix/bin/inset' check '$PWD/data/examples/login.inset.json' --device iphone-15-pro >/dev/null; [ \$? -le 1 ]"
check "install.sh --uninstall leaves the prefix empty" \
    sh -c "scripts/install.sh --uninstall --prefix '$prefix' >/dev/null && [ -z \"\$(ls -A '$prefix')\" ] || { find '$prefix'; exit 1; }"
rm -rf "$prefix"

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
