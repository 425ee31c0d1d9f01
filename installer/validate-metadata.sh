#!/usr/bin/env bash
# The .desktop entry and the AppStream metainfo as a desktop and a software centre check them.
# Any message of desktop-file-validate (errors, warnings, hints) fails; appstreamcli fails on
# errors and warnings (--no-net: the screenshot URLs are not fetched).
# Usage: validate-metadata.sh DESKTOP_FILE_VALIDATE APPSTREAMCLI INSTALLER_DIR
set -euo pipefail
desktop_file_validate=$1 appstreamcli=$2 dir=$3
status=0
out=$("$desktop_file_validate" "$dir/hudwatch.desktop" 2>&1) || status=1
if [ -n "$out" ]; then
  echo "$out"
  status=1
fi
"$appstreamcli" validate --no-net --explain "$dir/io.github.hudwatch.HudWatch.metainfo.xml" || status=1
exit $status
