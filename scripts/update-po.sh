#!/usr/bin/env bash
# Makes po/inset.pot from the sources (every tr("…") and trn("…", "…", n)) and merges it into each
# po/LANG.po, GNOME's way; then translate the new and fuzzy entries and run scripts/build-locale.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
grep -rlE '\btrn?\("' Sources --include='*.swift' | sort > po/POTFILES
# Swift's string literals and comments read as C's, which is all xgettext needs of them.
xgettext --from-code=UTF-8 --language=C --keyword= --keyword=tr:1 --keyword=trn:1,2 \
  --package-name=inset --msgid-bugs-address=https://github.com/inset-app/inset/issues \
  --files-from=po/POTFILES --output=po/inset.pot --no-wrap --sort-by-file
while read -r lang; do
  [ -n "$lang" ] && [ "${lang#\#}" = "$lang" ] || continue
  msgmerge --quiet --update --backup=none --no-wrap "po/$lang.po" po/inset.pot
done < po/LINGUAS
