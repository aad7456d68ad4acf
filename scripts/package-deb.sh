#!/usr/bin/env bash
# Builds a Debian package of Inset (the files scripts/install.sh installs, under /usr) and prints
# its path.
#
#   scripts/package-deb.sh [OUT_DIR]      (default .build/deb)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/deb}
mkdir -p "$out"
out=$(cd "$out" && pwd)
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' Sources/InsetCore/Report/SARIFOutput.swift)
[ -n "$version" ] || { echo "package-deb.sh: no version in InsetVersion.string" >&2; exit 1; }
arch=$(dpkg --print-architecture)

# As install.sh builds it: the Swift runtime linked in, no runtime check of exclusive access.
swift build -c release --static-swift-stdlib -Xswiftc -enforce-exclusivity=unchecked --product inset >&2
built=$(swift build -c release --static-swift-stdlib --show-bin-path)

staging=$(mktemp -d -t inset-deb-XXXX)
trap 'rm -rf "$staging"' EXIT
DESTDIR="$staging" INSET_BUILT="$built" scripts/install.sh --prefix /usr >&2

mkdir -p "$staging/DEBIAN"
size=$(du -sk --exclude=DEBIAN "$staging" | cut -f1)
cat >"$staging/DEBIAN/control" <<EOF
Package: inset
Version: $version
Architecture: $arch
Maintainer: The Inset Developers
Installed-Size: $size
Depends: libgtk-4-1, libadwaita-1-0, libpangocairo-1.0-0, libcairo2, libxml2, libcurl4, fonts-inter
Recommends: xdg-utils
Section: devel
Priority: optional
Description: layout inspector for Apple-platform screens
 Inset lays out a screen (its own inset/1 files) on any iPhone, iPad, Apple
 TV, Apple Watch, Vision Pro window, Mac window or widget size, draws its safe
 area, margins and system chrome, and lists where it breaks Apple's Human
 Interface Guidelines. The same checks run headless as "inset check".
EOF
for script in postinst postrm; do
    cat >"$staging/DEBIAN/$script" <<'EOF'
#!/bin/sh
set -e
if command -v update-mime-database >/dev/null; then update-mime-database /usr/share/mime || true; fi
if command -v update-desktop-database >/dev/null; then update-desktop-database -q /usr/share/applications || true; fi
if command -v gtk-update-icon-cache >/dev/null; then gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true; fi
EOF
    chmod 755 "$staging/DEBIAN/$script"
done
deb="$out/inset_${version}_${arch}.deb"
dpkg-deb --root-owner-group --build "$staging" "$deb" >&2
echo "$deb"
