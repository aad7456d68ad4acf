#!/usr/bin/env bash
# Makes po/inset.pot from the sources (every tr("…") and trn("…", "…", n)) and merges it into each
# po/LANG.po, GNOME's way; then translate the new and fuzzy entries and run scripts/build-locale.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rlE '\btrn?\("' Sources --include='*.swift' | sort > po/POTFILES
# xgettext reads Swift as C: each file is first copied into a form C's rules read right
# (interpolations out of their strings, multi-line and raw strings emptied), line for line.
copies=$(mktemp -d)
trap 'rm -rf "$copies"' EXIT
while read -r file; do
  mkdir -p "$copies/$(dirname "$file")"
  python3 scripts/swift-for-xgettext.py "$file" "$copies/$file"
done < po/POTFILES
xgettext --from-code=UTF-8 --language=C --keyword= --keyword=tr:1 --keyword=trn:1,2 \
  --package-name=inset --msgid-bugs-address=https://github.com/inset-app/inset/issues \
  --directory="$copies" --files-from=po/POTFILES --output=po/inset.pot --no-wrap --sort-by-file
while read -r lang; do
  [ -n "$lang" ] && [ "${lang#\#}" = "$lang" ] || continue
  msgmerge --quiet --update --backup=none --no-wrap --no-fuzzy-matching "po/$lang.po" po/inset.pot
done < po/LINGUAS
