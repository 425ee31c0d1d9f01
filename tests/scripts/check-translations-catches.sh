#!/usr/bin/env bash
# The translation check itself: on copies of translations/*.ts, an entry no code has any more
# (obsolete), an unfinished one, and a string of the code that the files lack must each fail it
# and be named. Usage: check-translations-catches.sh LUPDATE SOURCES.lst
set -u
lupdate=$1
sources=$2
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
edit() {  # kind, file: breaks a copy of a .ts file the way its kind says
  python3 - "$1" "$2" <<'PY'
import re, sys
kind, path = sys.argv[1], sys.argv[2]
s = open(path, encoding="utf-8").read()
if kind == "obsolete":  # an entry no code has any more
    i = s.index("<message>")
    s = s[:i] + ("<message>\n        <source>A string no code has</source>\n"
                 "        <translation>Kein Code</translation>\n    </message>\n    ") + s[i:]
elif kind == "unfinished":  # a translation still to do
    s = re.sub(r"<translation>([^<]*)</translation>", r'<translation type="unfinished">\1</translation>', s, count=1)
elif kind == "english":  # a translation that is the English source, not a reviewed name
    s = re.sub(r"(<source>Filter jobs \(regex\)…</source>\s*<translation>)[^<]*(</translation>)", r"\1Filter jobs (regex)…\2", s, count=1)
elif kind == "missing":  # a string of the code the file lacks
    s = re.sub(r"<message>.*?</message>\s*", "", s, count=1, flags=re.S)
open(path, "w", encoding="utf-8").write(s)
PY
}
expect_failure() {  # kind, text the report must contain
  local kind=$1 want=$2
  rm -rf "$tmp/ts" && mkdir "$tmp/ts" && cp "$root"/translations/* "$tmp/ts/"
  edit "$kind" "$tmp/ts/hudwatch_de.ts"
  if "$here/check-translations.sh" "$lupdate" "$sources" "$tmp/ts" > "$tmp/out" 2>&1; then
    echo "FAIL: the $kind entry passed the check"; status=1
  elif ! grep -qF "$want" "$tmp/out"; then
    echo "FAIL: $kind: the report does not say '$want':"; cat "$tmp/out"; status=1
  else
    echo "ok: the $kind entry fails the check"
  fi
}
# The committed files pass.
"$here/check-translations.sh" "$lupdate" "$sources" > "$tmp/out" 2>&1 || { echo "FAIL: the committed files fail:"; cat "$tmp/out"; status=1; }
expect_failure obsolete 'no longer in the code: <source>A string no code has</source>'
expect_failure unfinished '1 unfinished entries'
expect_failure missing 'new: <source>'
expect_failure english 'still English in hw::GridFilterBar: Filter jobs (regex)…'
exit $status
