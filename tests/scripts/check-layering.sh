#!/usr/bin/env bash
# The dependency direction app -> ui -> models, checked on the sources: models/ uses no
# QtWidgets, ui/ reaches neither the network nor SQLite, nothing includes app/ headers; inside
# models/ and ui/, shared machinery never includes a feature (a feature's store, source or type
# lives in its own folder and uses the shared parts, never the other way). Every models/ folder
# is in one of the lists below, so a new folder fails here until someone says which it is.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
fail=0
report() { echo "layering violation: $*"; fail=1; }
while IFS= read -r f; do report "$f includes QtWidgets (models/ must stay widget-free)"; done < <(
  grep -rlE '#include[[:space:]]*<(QtWidgets/|QWidget|QMainWindow|QDialog|QApplication|QAbstractItemView|QTableView|QLabel|QStyle)' "$root/models")
while IFS= read -r f; do report "$f talks to the network or SQLite (only models/ may)"; done < <(
  grep -rlE '#include[[:space:]]*<(QNetwork|QSql|sqlite3.h|QTcp|QSsl)' "$root/ui")
while IFS= read -r f; do report "$f includes an app/ header (app is the top layer)"; done < <(
  grep -rlE '#include[[:space:]]*"(Console|CommandLineOptions|[A-Za-z]*Command)\.h"' "$root/ui" "$root/models")

# Shared machinery: what every feature may use. One line each: why it is shared.
shared=(
  domain       # plain types (jobs, commits, errors, results) and thread helpers: the bottom layer
  net          # the network access, redirects, retry-after, latest-request-wins
  clickhouse   # the ClickHouse client, its queries and row decoders, for every feature's source
  cache        # the SQLite cache file, its schema, statements and writer thread; stores live with features
  sync         # the poll schedule, staleness and range sync every feature's sync runs on
  charts       # the chart kit: time ranges, ticks, series, painters
  palette      # colours and status shapes (CellStatus: a job's status, letter and colour)
  itemmodels   # generic item models over rows
  credentials  # the keychain
  yaml         # the YAML reader
  auth         # OAuth / OpenID sign-in: the account, not a view
  commands     # the command palette's model and matcher
)
# Features: one folder per view or data set, each with its sources, stores, syncs and models.
features=(
  grid         # the HUD job grid
  backends     # the CRCR backends and their levels, with their sources (ClickHouse, the relay's API)
  flaky        # flaky tests
  trunk        # trunk health
  utilization  # GPU and CPU utilization
  alerts       # alert rules, their history and notifications
  logs         # job logs: fetch (GitHub's job logs API, HUD's log URLs), index, classify, find
  timemachine  # recordings, their replay, and looking back at any instant
  profiles     # a profile's settings of every feature: composition, above the features
)
is_listed() { local f=$1; shift; local x; for x in "$@"; do [ "$x" = "$f" ] && return 0; done; return 1; }
for dir in "$root"/models/*/; do
  name=$(basename "$dir")
  is_listed "$name" "${shared[@]}" "${features[@]}" \
    || report "models/$name is neither shared nor a feature: add it to one list in $0"
done
feature_pattern=$(IFS='|'; echo "${features[*]}")
for area in models ui; do
  for name in "${shared[@]}"; do
    [ -d "$root/$area/$name" ] || continue
    while IFS= read -r hit; do
      report "${hit#"$root"/} (shared $area/$name includes a feature)"
    done < <(grep -rnE "#include[[:space:]]*\"($feature_pattern)/" "$root/$area/$name")
  done
done
# A feature of models/ includes no other feature: only the composition folders, which put the
# features together (alerts' rules over the grid and the backends, the time machine over every
# tab, a profile's settings of every feature), may.
composition=(alerts timemachine profiles)
for name in "${features[@]}"; do
  is_listed "$name" "${composition[@]}" && continue
  others=$(for f in "${features[@]}"; do [ "$f" = "$name" ] || echo "$f"; done | paste -sd'|')
  while IFS= read -r hit; do
    report "${hit#"$root"/} (feature models/$name includes another feature)"
  done < <(grep -rnE "#include[[:space:]]*\"($others)/" "$root/models/$name")
done
# domain/ is the bottom: it includes no other folder of models/.
while IFS= read -r hit; do
  report "${hit#"$root"/} (domain/ is the bottom layer)"
done < <(grep -rnE '#include[[:space:]]*"[a-z]+/' "$root/models/domain" | grep -v '#include[[:space:]]*"domain/')
[ $fail -eq 0 ] && echo "layering ok: app -> ui -> models; shared folders include no feature; features include no other feature"
exit $fail
