#!/usr/bin/env bash
# Compiles po/LANG.po into DIR/LANG/LC_MESSAGES/inset.mo (default DIR: .build/locale, where a build
# from this checkout looks), checking each catalog as it goes.
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-.build/locale}"
while read -r lang; do
  [ -n "$lang" ] && [ "${lang#\#}" = "$lang" ] || continue
  mkdir -p "$dir/$lang/LC_MESSAGES"
  msgfmt --check --output-file="$dir/$lang/LC_MESSAGES/inset.mo" "po/$lang.po"
done < po/LINGUAS
