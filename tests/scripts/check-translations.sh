#!/usr/bin/env bash
# Every translation complete and current: runs lupdate over the sources into a copy of
# translations/*.ts and fails on an unfinished, vanished or obsolete entry, or when the copy
# differs from the committed file (a string in the code that the .ts files lack).
# Usage: check-translations.sh LUPDATE SOURCES.lst
set -u
lupdate=$1
sources=$2
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
cp "$root"/translations/*.ts "$tmp"/
"$lupdate" -no-obsolete -locations none -silent "@$sources" -ts "$tmp"/*.ts >"$tmp/lupdate.log" 2>&1 \
    || { cat "$tmp/lupdate.log"; exit 1; }
for ts in "$root"/translations/*.ts; do
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
        echo "$name is not current: build the target hudwatch_lupdate (or hudwatch) and translate the new entries:"
        diff "$ts" "$tmp/$name" | grep '^>.*<source>' | head -10 | sed 's/^> */    /'
        fail=1
    fi
done
[ $fail -eq 0 ] && echo "translations ok: $(ls "$root"/translations/*.ts | wc -l) languages, all entries finished and current"
exit $fail
