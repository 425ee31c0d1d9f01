#!/usr/bin/env bash
# The README's one command for its pictures (installer/screenshots.sh) still renders every one
# of them: run it into a scratch folder and compare with the pictures README.md and docs/*.md show.
#   check-screenshots-command.sh BUILD_DIR OUT_DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
build=$1
out=$2
rm -rf "$out"
installer/screenshots.sh "$build" "$out" > /dev/null
status=0
docs=(README.md docs/*.md)
mapfile -t shown < <(grep -oh 'resources/screenshots/[A-Za-z0-9_-]*\.png' "${docs[@]}" | sed 's|.*/||' | sort -u)
[ "${#shown[@]}" -gt 0 ] || { echo "neither the README nor docs/ shows a screenshot" >&2; exit 1; }
for name in "${shown[@]}"; do
  if [ ! -s "$out/$name" ]; then
    echo "README.md or docs/ shows $name, which installer/screenshots.sh did not render" >&2
    status=1
  elif [ "$(head -c 8 "$out/$name" | od -An -tx1 | tr -d ' \n')" != 89504e470d0a1a0a ]; then
    echo "$out/$name is not a PNG" >&2
    status=1
  fi
done
for file in "$out"/*.png; do
  name=$(basename "$file")
  # A loop, not `printf | grep -q`: under pipefail grep's early exit can kill printf (SIGPIPE) and
  # fail the pipeline although the name was found (it did, once, under load).
  found=0
  for s in "${shown[@]}"; do [ "$s" = "$name" ] && found=1; done
  [ "$found" = 1 ] || { echo "installer/screenshots.sh renders $name, which neither README.md nor docs/ shows" >&2; status=1; }
done
[ "$status" -eq 0 ] && echo "all ${#shown[@]} screenshots of README.md and docs/ rendered"
exit "$status"
