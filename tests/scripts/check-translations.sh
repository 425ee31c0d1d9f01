#!/usr/bin/env bash
# Every translation complete and current: runs lupdate over the sources into a copy of
# translations/*.ts and fails on an unfinished, vanished or obsolete entry, or when the copy
# differs from the committed file (a string in the code that the .ts files lack), or when a
# translation is the English source and same-as-english.txt does not list it as reviewed.
# Usage: check-translations.sh LUPDATE SOURCES.lst [TS_DIR (default: the repo's translations/)]
set -u
lupdate=$1
sources=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
tsdir=${3:-$root/translations}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
cp "$tsdir"/*.ts "$tmp"/
"$lupdate" -no-obsolete -locations none -silent "@$sources" -ts "$tmp"/*.ts >"$tmp/lupdate.log" 2>&1 \
    || { cat "$tmp/lupdate.log"; exit 1; }
for ts in "$tsdir"/*.ts; do
    name=$(basename "$ts")
    for kind in unfinished vanished obsolete; do
        count=$(grep -c "type=\"$kind\"" "$ts")
        if [ "$count" -gt 0 ]; then
            echo "$name: $count $kind entries, e.g.:"
            grep -B3 "type=\"$kind\"" "$ts" | grep -m3 '<source>' | sed 's/^ */    /'
            fail=1
        fi
    done
    if ! cmp -s "$ts" "$tmp/$name"; then
        echo "$name is not current: build the target hudwatch_lupdate (or hudwatch), translate the new entries and commit:"
        diff "$ts" "$tmp/$name" | grep '^>.*<source>' | head -10 | sed 's/^> */    new: /'
        diff "$ts" "$tmp/$name" | grep '^<.*<source>' | head -10 | sed 's/^< */    no longer in the code: /'
        fail=1
    fi
done
# An English string left as its own translation counts as finished for lupdate: reviewed ones only.
python3 "$(dirname "$0")/ts-same-as-source.py" "$tsdir/same-as-english.txt" "$tsdir"/*.ts || fail=1
[ $fail -eq 0 ] && echo "translations ok: $(ls "$tsdir"/*.ts | wc -l) languages, all entries finished and current"
exit $fail
