#!/usr/bin/env bash
# Installs Inset as a desktop app: the release binary with its resources, the desktop file, the
# AppStream metainfo, the icons and the file types it opens (so .inset.json files open in Inset).
#
#   scripts/install.sh [--prefix DIR]              (default /usr/local)
#   scripts/install.sh --uninstall [--prefix DIR]  removes exactly what install put there
#
# DESTDIR=STAGING installs into STAGING/PREFIX without touching the system's caches: how
# scripts/package-deb.sh builds its package. INSET_BUILT=DIR installs from that release build
# folder instead of building.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=/usr/local
action=install
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option '$1' (try --prefix DIR or --uninstall)" >&2; exit 2 ;;
    esac
done
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac
destdir=${DESTDIR:-}
root="$destdir$prefix"
id=app.inset.Inset

# Every file installed, relative to the prefix; the binary and its resource bundles live together
# in lib/inset because SwiftPM's Bundle.module looks beside the running executable.
files=(
    "share/applications/$id.desktop"
    "share/metainfo/$id.metainfo.xml"
    "share/mime/packages/$id.xml"
    "share/icons/hicolor/scalable/apps/$id.svg"
    "share/icons/hicolor/symbolic/apps/$id-symbolic.svg"
    "bin/inset"
)
# The translations, one catalog per language of po/LINGUAS.
while read -r lang; do
    [ -n "$lang" ] && [ "${lang#\#}" = "$lang" ] && files+=("share/locale/$lang/LC_MESSAGES/inset.mo")
done < po/LINGUAS

refresh_caches() {
    [ -z "$destdir" ] || return 0
    if command -v update-mime-database >/dev/null; then update-mime-database "$prefix/share/mime" >/dev/null 2>&1 || true; fi
    if command -v update-desktop-database >/dev/null; then update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true; fi
    if command -v gtk-update-icon-cache >/dev/null && [ -f "$prefix/share/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t -f "$prefix/share/icons/hicolor" 2>/dev/null || true
    fi
}

if [ "$action" = uninstall ]; then
    for f in "${files[@]}"; do rm -f "$root/$f"; done
    rm -rf "$root/lib/inset"
    # The caches the install refreshed, and the folders it made, if nothing else is in them.
    if [ -d "$root/share/mime/packages" ] && [ -z "$(ls -A "$root/share/mime/packages")" ]; then
        rm -rf "$root/share/mime"
    elif [ -z "$destdir" ] && command -v update-mime-database >/dev/null && [ -d "$prefix/share/mime" ]; then
        update-mime-database "$prefix/share/mime" >/dev/null 2>&1 || true
    fi
    rm -f "$root/share/applications/mimeinfo.cache" 2>/dev/null || true
    [ -z "$destdir" ] && [ -n "$(ls -A "$root/share/applications" 2>/dev/null)" ] && refresh_caches
    for f in "${files[@]}"; do
        case "$f" in share/locale/*) rmdir "$root/$(dirname "$f")" "$root/$(dirname "$(dirname "$f")")" 2>/dev/null || true ;; esac
    done
    for d in share/applications share/metainfo share/icons/hicolor/scalable/apps share/icons/hicolor/scalable \
             share/icons/hicolor/symbolic/apps share/icons/hicolor/symbolic share/icons/hicolor share/icons \
             share/locale share lib bin; do
        rmdir "$root/$d" 2>/dev/null || true
    done
    echo "Uninstalled Inset from $root"
    exit 0
fi

built=${INSET_BUILT:-}
if [ -z "$built" ]; then
    # The Swift runtime linked in, so the installed app needs only the system's libraries; and
    # without the runtime check of exclusive access (debug builds and the tests keep it), which
    # took a twenty-fifth of a storyboard's check.
    swift build -c release --static-swift-stdlib -Xswiftc -enforce-exclusivity=unchecked --product inset >&2
    built=$(swift build -c release --static-swift-stdlib --show-bin-path)
fi
[ -x "$built/inset" ] || { echo "install.sh: no release binary at $built/inset" >&2; exit 1; }

install -d "$root/bin" "$root/lib/inset"
install -m 755 "$built/inset" "$root/lib/inset/inset"
for bundle in "$built"/*.resources; do
    [ -d "$bundle" ] || continue
    rm -rf "$root/lib/inset/$(basename "$bundle")"
    cp -R "$bundle" "$root/lib/inset/"
done
ln -sfn ../lib/inset/inset "$root/bin/inset"
install -D -m 644 "data/$id.desktop" "$root/share/applications/$id.desktop"
install -D -m 644 "data/$id.metainfo.xml" "$root/share/metainfo/$id.metainfo.xml"
install -D -m 644 "data/$id.mime.xml" "$root/share/mime/packages/$id.xml"
install -D -m 644 "data/icons/hicolor/scalable/apps/$id.svg" "$root/share/icons/hicolor/scalable/apps/$id.svg"
install -D -m 644 "data/icons/hicolor/symbolic/apps/$id-symbolic.svg" \
    "$root/share/icons/hicolor/symbolic/apps/$id-symbolic.svg"
scripts/build-locale.sh "$root/share/locale"
refresh_caches
echo "Installed Inset in $root"
