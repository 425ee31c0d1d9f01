#!/usr/bin/env bash
# The dependency direction app -> ui -> models, checked on the sources: models/ uses no
# QtWidgets, ui/ reaches neither the network nor SQLite, nothing includes app/ headers.
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
[ $fail -eq 0 ] && echo "layering ok: app -> ui -> models"
exit $fail
