#!/usr/bin/env bash
# The README's one command for its pictures (installer/screenshots.sh) still renders every one
# of them: run it into a scratch folder and compare with the pictures the README shows.
#   check-screenshots-command.sh BUILD_DIR OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$1
out=$2
rm -rf "$out"
installer/screenshots.sh "$build" "$out" > /dev/null
status=0
mapfile -t shown < <(grep -o 'resources/screenshots/[A-Za-z0-9_-]*\.png' README.md | sed 's|.*/||' | sort -u)
[ "${#shown[@]}" -gt 0 ] || { echo "the README shows no screenshot" >&2; exit 1; }
for name in "${shown[@]}"; do
  if [ ! -s "$out/$name" ]; then
    echo "README shows $name, which installer/screenshots.sh did not render" >&2
    status=1
  elif [ "$(head -c 8 "$out/$name" | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]; then
    echo "$out/$name is not a PNG" >&2
    status=1
  fi
done
for file in "$out"/*.png; do
  name=$(basename "$file")
  printf '%s\n' "${shown[@]}" | grep -qx "$name" || { echo "installer/screenshots.sh renders $name, which the README does not show" >&2; status=1; }
done
[ "$status" -eq 0 ] && echo "all ${#shown[@]} README screenshots rendered"
exit "$status"
